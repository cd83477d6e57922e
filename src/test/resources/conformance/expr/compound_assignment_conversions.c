// c99
// checks: compound assignment converts back to the left type: unsigned char += wraps, int *= 2.5 truncates, int /= 0.5, shifts-assign, %=
#include <stdio.h>

int main(void)
{
    unsigned char c = 250;
    int i = 5, j = 7, k = 100;
    short s = 1000;
    c += 10;
    i *= 2.5;          /* 12.5 -> 12 */
    j /= 0.5;          /* 14 */
    k >>= 2;
    k %= 7;
    s *= 3;
    printf("%d %d %d %d %d\n", c, i, j, k, s);
    return 0;
}
