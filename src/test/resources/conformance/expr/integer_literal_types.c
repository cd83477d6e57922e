// c99
// checks: types of integer literals: 2147483647 is int, 2147483648 is long, 0x80000000 is unsigned int, 4294967296 is long; suffixes u, l, ll, ul
#include <stdio.h>

int main(void)
{
    printf("%d %d %d %d\n", (int)sizeof(2147483647), (int)sizeof(2147483648), (int)sizeof(0x80000000), (int)sizeof(4294967296));
    printf("%d %d %d %d %d\n", (int)sizeof(1u), (int)sizeof(1l), (int)sizeof(1ll), (int)sizeof(1ul), (int)sizeof(0xFFFFFFFFFFFFFFFF));
    printf("%d %d\n", 0x80000000 > 0, -2147483648 < 0);    /* unsigned int; long */
    printf("%d\n", -0x80000000 > 0);                        /* negating an unsigned int stays positive */
    printf("%d %d %d\n", 010, 0x10, 0X1f);
    printf("%lld\n", -9223372036854775807LL - 1);
    return 0;
}
