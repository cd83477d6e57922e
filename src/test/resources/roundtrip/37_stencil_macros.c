/*
 * 37_stencil_macros.c -- a 2-D variable-coefficient Gauss-Seidel / SOR
 * solver on heap arrays addressed through function-like macros with a
 * runtime leading dimension, as in many legacy numerical codes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define REAL double                       /* macro for a type */
#define NGRID 34
#define IDX(i, j) ((i) * n + (j))         /* uses the local variable n */
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define NSWEEPS 40
#define HIST_BINS 8

#ifndef OMEGA
#define OMEGA 1.5
#endif

#ifdef USE_FLOAT_GRID
#undef REAL
#define REAL float
#endif

/* coefficient field a(x,y) */
static REAL coef(int i, int j, int n)
{
    REAL x = (REAL)i / (n - 1), y = (REAL)j / (n - 1);
    return 1.0 + 0.5 * sin(3.0 * x) * cos(2.0 * y);
}

static REAL sor_sweep(REAL *u, const REAL *f, const REAL *a, int n, REAL h2)
{
    REAL maxres = 0.0;
    for (int color = 0; color < 2; color++)          /* red-black ordering */
        for (int i = 1; i < n - 1; i++)
            for (int j = 1 + (i + color) % 2; j < n - 1; j += 2) {
                REAL aw = 0.5 * (a[IDX(i, j)] + a[IDX(i, j - 1)]);
                REAL ae = 0.5 * (a[IDX(i, j)] + a[IDX(i, j + 1)]);
                REAL as = 0.5 * (a[IDX(i, j)] + a[IDX(i - 1, j)]);
                REAL an = 0.5 * (a[IDX(i, j)] + a[IDX(i + 1, j)]);
                REAL diag = aw + ae + as + an;
                REAL rhs = aw * u[IDX(i, j - 1)] + ae * u[IDX(i, j + 1)]
                         + as * u[IDX(i - 1, j)] + an * u[IDX(i + 1, j)] + h2 * f[IDX(i, j)];
                REAL res = rhs / diag - u[IDX(i, j)];
                u[IDX(i, j)] += OMEGA * res;
                maxres = MAX(maxres, fabs(res));
            }
    return maxres;
}

int main(void)
{
    const int n = NGRID;
    const REAL h = 1.0 / (n - 1);
    REAL *u = calloc((size_t)n * n, sizeof(REAL));
    REAL *f = (REAL *)malloc(sizeof(REAL) * n * n);
    REAL *a = (REAL *)malloc(sizeof(REAL) * n * n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            f[IDX(i, j)] = (MIN(i, j) > n / 4 && MAX(i, j) < 3 * n / 4) ? 10.0 : 0.0;
            a[IDX(i, j)] = coef(i, j, n);
        }
    for (int s = 1; s <= NSWEEPS; s++) {
        REAL r = sor_sweep(u, f, a, n, h * h);
        if (s % 2 == 0)
            printf("sweep %2d max correction %.6e center %.6f\n", s, r, u[IDX(n / 2, n / 2)]);
    }
    int hist[HIST_BINS] = { 0 };
    REAL umax = 0.0;
    for (int k = 0; k < n * n; k++) umax = MAX(umax, u[k]);
    for (int k = 0; k < n * n; k++)
        hist[MIN(HIST_BINS - 1, (int)(u[k] / umax * HIST_BINS))]++;
    for (int b = 0; b < HIST_BINS; b++)
        printf("bin %d: %d\n", b, hist[b]);
    printf("sizeof(REAL)=%zu umax=%.6f\n", sizeof(REAL), umax);
    free(u);
    free(f);
    free(a);
    return 0;
}
#undef IDX
