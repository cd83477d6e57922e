// c99
// checks: <float.h> values: FLT_RADIX, FLT_MANT_DIG, DBL_MANT_DIG, FLT_DIG, DBL_DIG, DBL_EPSILON, FLT_MAX, DBL_MIN, 1 + DBL_EPSILON > 1
#include <stdio.h>
#include <float.h>

int main(void)
{
    volatile double one = 1.0;
    printf("%d %d %d %d %d\n", FLT_RADIX, FLT_MANT_DIG, DBL_MANT_DIG, FLT_DIG, DBL_DIG);
    printf("%g %g %g\n", DBL_EPSILON, (double)FLT_MAX, DBL_MIN);
    printf("%d %d\n", one + DBL_EPSILON > one, one + DBL_EPSILON / 4 == one);
    return 0;
}
