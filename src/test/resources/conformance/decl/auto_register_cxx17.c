// c99
// checks: 'auto' as a storage class (a type deduction keyword in C++11) and 'register' (removed in C++17)
#include <stdio.h>

int main(void)
{
    auto int a = 5;
    auto long b = 2;
    register int r = 6;
    register unsigned u = 4000000000u;
    printf("%d %ld %d %u\n", a, b, r, u);
    return 0;
}
