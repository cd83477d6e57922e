// c99
// checks: shifts: 1u << 31, right shift of negative (arithmetic in gcc), promoted byte shifted past 8 bits, shift of long long, shift count from an expression
#include <stdio.h>

int main(void)
{
    unsigned char c = 1;
    int neg = -8;
    int n = 4;
    unsigned long long one = 1;
    printf("%u %d\n", 1u << 31, neg >> 1);
    printf("%d %d\n", c << 8, (c << 9) >> 1);       /* 256 and 256: c promoted to int */
    printf("%llu %d\n", one << 40, 0xF0 >> n);
    printf("%u %d\n", 0x80000000u >> 31, 1 << (n + 3));
    printf("%d\n", (int)sizeof(c << 1));
    return 0;
}
