// c99
// checks: integer promotions: unsigned char and short operands become int (sums above 255, ~ of a promoted byte, sizeof of a promoted expression)
#include <stdio.h>

int main(void)
{
    unsigned char a = 200, b = 100;
    signed char sc = -1;
    unsigned short us = 65535;
    short s = 30000;
    int r = a + b;                       /* 300, not 44 */
    unsigned char wrapped = (unsigned char)(a + b);
    printf("%d %d\n", r, wrapped);
    printf("%d %d\n", ~a, (unsigned char)~a);      /* ~a is int: -201 */
    printf("%d %d\n", (int)sizeof(a + b), (int)sizeof(+a));
    printf("%d %d\n", us + 1, s + s);                /* 65536 and 60000: computed in int */
    printf("%d %d\n", sc == -1, (unsigned char)sc == 255);
    printf("%d\n", a * b / b);                       /* 200: no overflow in int */
    return 0;
}
