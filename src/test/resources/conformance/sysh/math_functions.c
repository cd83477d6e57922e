// flags: -lm
// checks: <math.h>: M_PI (POSIX, from gnu11), fabs, fmin, fmax, sqrt, pow, floor, ceil, round, fmod, hypot, isnan/isinf with NAN/INFINITY
#include <stdio.h>
#include <math.h>

int main(void)
{
    volatile double x = -2.5, y = 4.0;
    printf("%.6f %.1f %.1f %.1f\n", M_PI, fabs(x), fmin(x, y), fmax(x, y));
    printf("%.1f %.1f %.1f %.1f %.1f\n", sqrt(y), pow(y, 1.5), floor(x), ceil(x), round(x));
    printf("%.1f %.1f\n", fmod(7.5, 2.0), hypot(3.0, y));
    printf("%d %d %d\n", isnan(NAN) != 0, isinf(INFINITY) != 0, isnan(sqrt(y)) != 0);
    printf("%.4f %.4f\n", sin(M_PI / 6), exp(log(y)));
    return 0;
}
