// checks: <iso646.h> operator macros (and, or, not, bitand, xor) and <uchar.h> char16_t/char32_t typedefs in C11
#include <stdio.h>
#include <iso646.h>
#include <uchar.h>

int main(void)
{
    int a = 6, b = 3;
    char16_t c16 = u'x';
    char32_t c32 = U'y';
    printf("%d %d %d\n", a > 5 and b < 5, not (a or b), (a bitand b) xor 1);
    printf("%d %d %d %d\n", (int)c16, (int)c32, (int)sizeof c16, (int)sizeof c32);
    return 0;
}
