// c99
// checks: float/int conversions: truncation toward zero, float arguments promoted to double in printf, float constants and suffixes, int to float rounding
#include <stdio.h>

int main(void)
{
    double d1 = 2.9, d2 = -2.9;
    float f = 16777217;                 /* 2^24 + 1 is not representable in float */
    float third = 1.0f / 3;
    printf("%d %d %d\n", (int)d1, (int)d2, (int)0.99999);
    printf("%.1f %d\n", f, (int)f);
    printf("%.7f %.7f\n", third, 1.0 / 3);
    printf("%g %g %g %g\n", 1e3, .5, 5., 1.5e-2f);
    printf("%d %d %d\n", (int)sizeof(1.0f), (int)sizeof(1.0), (int)sizeof(1.0L) >= 8);
    return 0;
}
