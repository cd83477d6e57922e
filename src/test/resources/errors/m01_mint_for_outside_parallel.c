// expect: 11:1: 'mint for' outside of a 'mint parallel' region
// expect: 14:1: 'mint barrier' outside of a 'mint parallel' region
// expect: 15:1: 'mint single' outside of a 'mint parallel' region
/* A 'mint for' loop nest outside any parallel region, and single and barrier outside one. */
#define N 64
double a[N], b[N];

void scale(void)
{
    int i;
#pragma mint for
    for (i = 0; i < N; i++)
        b[i] = 2.0 * a[i];
#pragma mint barrier
#pragma mint single
    a[0] = 1.0;
}
