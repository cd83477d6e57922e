// expect: 6:19: syntax error: expected ';' before 'for'
#include <stdio.h>

double dot(const double *x, const double *y, int n)
{
    double s = 0.0 /* sum */
    for (int i = 0; i < n; i++)
        s += x[i] * y[i];
    return s;
}
