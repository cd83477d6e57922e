// c99
// checks: precedence and associativity: a & b == c, a << 1 + 1, -x++, *p++, chained assignment, nested ?: right-associative, a - b - c
#include <stdio.h>

int main(void)
{
    int a = 6, b = 3, c = 3, x = 5, y, z;
    int arr[3] = {10, 20, 30}, *p = arr;
    int r1 = a & b == c;              /* a & (b == c) = 6 & 1 = 0 */
    int r2 = a << 1 + 1;              /* a << 2 */
    int r3 = -x++;
    int r4 = *p++;
    y = z = 7;
    printf("%d %d %d %d %d %d\n", r1, r2, r3, x, r4, *p);
    printf("%d %d\n", y, z);
    printf("%d %d\n", a > 5 ? 1 : a > 2 ? 2 : 3, 10 - 4 - 3);
    printf("%d %d\n", 1 + 2 * 3 % 4, (1 | 2 ^ 3 & 4));
    return 0;
}
