// c99
// checks: bit-field values: signed fields wrap to negative, unsigned fields wrap modulo 2^width, plain int fields are signed in gcc, _Bool fields
#include <stdio.h>

struct bf {
    signed int s : 3;
    unsigned int u : 3;
    int plain : 4;
    _Bool flag : 1;
};

int main(void)
{
    struct bf b;
    int i;
    b.s = 3; b.u = 7; b.plain = 7; b.flag = 1;
    printf("%d %d %d %d\n", b.s, b.u, b.plain, b.flag);
    for (i = 0; i < 3; i++) { b.s++; b.u++; b.plain++; }
    printf("%d %d %d\n", b.s, b.u, b.plain);   /* implementation-defined overflow of signed fields: gcc wraps */
    b.u = 9;                                     /* 9 mod 8 */
    printf("%d\n", b.u);
    return 0;
}
