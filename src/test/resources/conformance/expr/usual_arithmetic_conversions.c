// c99
// checks: usual arithmetic conversions: -1 < 0u is false, -1L < 0u is true (long holds every unsigned), mixed int/float/double
#include <stdio.h>

int main(void)
{
    int m1 = -1;
    unsigned u0 = 0u;
    long lm1 = -1L;
    unsigned long ul = 1ul;
    printf("%d %d %d\n", m1 < u0, lm1 < u0, m1 < (long)ul);
    printf("%d\n", -1 < 0u);
    printf("%u\n", m1 + u0);                         /* 4294967295 */
    printf("%d\n", (m1 * 2u) > 10);                 /* unsigned product: true */
    printf("%.2f %d\n", 7 / 2 + 7 / 2.0, 7 / 2);
    printf("%d %d\n", (int)sizeof(1 + 1.0f), (int)sizeof(1L + 1u));
    printf("%ld\n", (long)(lm1 + u0));              /* long: -1 */
    return 0;
}
