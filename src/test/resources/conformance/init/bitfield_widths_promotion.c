// c99
// checks: bit-field widths, unnamed and zero-width fields, promotion of narrow unsigned fields to int (b - 200 < 0)
#include <stdio.h>

struct packed {
    unsigned a : 1;
    unsigned b : 7;
    unsigned : 0;
    unsigned c : 24;
    unsigned : 4;
    unsigned d : 4;
};

int main(void)
{
    struct packed p = {1, 100, 0xABCDEF, 15};
    printf("%u %u %X %u\n", p.a, p.b, p.c, p.d);
    printf("%d\n", p.b - 200 < 0);             /* unsigned:7 promotes to int */
    p.c += 0x600000;                            /* 0x10BCDEF wraps to 0x0BCDEF in 24 bits */
    printf("%06X\n", p.c);
    p.a = 2;                                    /* keeps only the low bit: 0 */
    printf("%u %d\n", p.a, (int)sizeof(p.a + 0));
    return 0;
}
