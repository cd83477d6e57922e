/*
 * 25_cholesky.c -- Cholesky factorisation of an SPD matrix stored in a
 * static 2-D array, forward/back substitution, and a const lookup table.
 */
#include <stdio.h>
#include <math.h>
#include "common.h"

#define ND 16
#define REAL_T double

typedef REAL_T mat_t[ND][ND];     /* typedef of a 2-D array */
typedef REAL_T vec_t[ND];

extern double trace_of(const double m[ND][ND]);   /* defined below */

static const REAL_T weights[4] = { 1.0, 0.5, 0.25, 0.125 };

static void build_spd(mat_t a)
{
    for (int i = 0; i < ND; i++)
        for (int j = 0; j < ND; j++) {
            int d = ABS(i - j);
            a[i][j] = d < 4 ? -weights[d] : 0.0;
        }
    for (int i = 0; i < ND; i++)
        a[i][i] = 4.0 + 0.1 * i;
}

/* returns 0 on success, k+1 if the leading minor k is not positive */
static int cholesky(const mat_t a, mat_t l)
{
    for (int i = 0; i < ND; i++)
        for (int j = 0; j < ND; j++)
            l[i][j] = 0.0;
    for (int j = 0; j < ND; j++) {
        REAL_T s = a[j][j];
        for (int k = 0; k < j; k++)
            s -= l[j][k] * l[j][k];
        if (s <= 0.0)
            return j + 1;
        l[j][j] = sqrt(s);
        for (int i = j + 1; i < ND; i++) {
            REAL_T t = a[i][j];
            for (int k = 0; k < j; k++)
                t -= l[i][k] * l[j][k];
            l[i][j] = t / l[j][j];
        }
    }
    return 0;
}

static void chol_solve(const mat_t l, const vec_t b, vec_t x)
{
    vec_t y;
    for (int i = 0; i < ND; i++) {
        REAL_T s = b[i];
        for (int k = 0; k < i; k++) s -= l[i][k] * y[k];
        y[i] = s / l[i][i];
    }
    for (int i = ND - 1; i >= 0; i--) {
        REAL_T s = y[i];
        for (int k = i + 1; k < ND; k++) s -= l[k][i] * x[k];
        x[i] = s / l[i][i];
    }
}

int main(void)
{
    static mat_t a, l;
    vec_t b, x;
    build_spd(a);
    int rc = cholesky((const REAL_T (*)[ND])a, l);
    printf("cholesky rc=%d sizeof(mat_t)=%zu sizeof(vec_t)=%zu\n", rc, sizeof(mat_t), sizeof(vec_t));
    for (int i = 0; i < ND; i++)
        b[i] = cos(0.3 * i);
    chol_solve((const REAL_T (*)[ND])l, b, x);
    double logdet = 0.0;
    for (int i = 0; i < ND; i++) {
        logdet += 2.0 * log(l[i][i]);
        REAL_T r = -b[i];
        for (int j = 0; j < ND; j++) r += a[i][j] * x[j];
        printf("i=%2d L_ii=%.6f L_i,i-1=%.6f x=%.6f resid_ok=%d\n", i, l[i][i], i ? l[i][i - 1] : 0.0, x[i], fabs(r) < 1e-10);
    }
    printf("log det A = %.6f\n", logdet);
    printf("trace A = %.6f trace L = %.6f\n", trace_of((const double (*)[ND])a), trace_of((const double (*)[ND])l));
    return 0;
}

double trace_of(const double m[ND][ND])
{
    double t = 0.0;
    for (int i = 0; i < ND; i++)
        t += m[i][i];
    return t;
}
