// flags: -lm
// checks: <tgmath.h> type-generic math: sqrt of a float calls sqrtf (sizeof 4), of a double sqrt (8), of a long double sqrtl; fabs of an int is a double
#include <stdio.h>
#include <tgmath.h>

int main(void)
{
    float f = 2.0f;
    double d = 2.0;
    long double ld = 2.0L;
    printf("%d %d %d\n", (int)sizeof(sqrt(f)), (int)sizeof(sqrt(d)), sizeof(sqrt(ld)) == sizeof(long double));
    printf("%.5f %.5f %d\n", (double)sqrt(f), sqrt(d), (int)sizeof(fabs(3)));
    return 0;
}
