// c99
// checks: <limits.h> values on x86-64 Linux: CHAR_BIT, SCHAR_MIN, UCHAR_MAX, SHRT_MAX, INT_MAX/MIN, UINT_MAX, LONG_MAX, LLONG_MIN, ULLONG_MAX
#include <stdio.h>
#include <limits.h>

int main(void)
{
    printf("%d %d %d %d\n", CHAR_BIT, SCHAR_MIN, UCHAR_MAX, SHRT_MAX);
    printf("%d %d %u\n", INT_MAX, INT_MIN, UINT_MAX);
    printf("%ld %lld %llu\n", LONG_MAX, LLONG_MIN, ULLONG_MAX);
    printf("%d\n", INT_MAX + 1L > INT_MAX);
    return 0;
}
