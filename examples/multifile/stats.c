/* stats.c: plain C without directives (hicuda compile translates it too: it comes out as it is). */
#include "params.h"

/* Small multiples of 1/4, so that every result of the example is exact in float arithmetic. */
void fill(float *v, int n, unsigned seed)
{
    int i;
    for (i = 0; i < n; i++) {
        seed = seed * 1103515245u + 12345u;
        v[i] = (float) ((seed >> 16) % 16) * 0.25f;
    }
}

/* A weighted sum that changes when any element does. */
double checksum(const float *v, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += (double) v[i] * (double) (i % 13 + 1);
    return s;
}
