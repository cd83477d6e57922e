/* 03_lu_decomp.c -- LU decomposition with partial pivoting and a solve.
 * Uses pointer-to-pointer row arrays, a macro for the REAL type, goto-based
 * error handling and arrays of pointers. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define REAL double
#include "common.h"

#define NDIM 24
#define EPS 1.0e-12

typedef REAL *row_ptr;

static REAL **alloc_matrix(int n)
{
    REAL **rows = (REAL **)malloc(n * sizeof(REAL *));
    REAL *block = (REAL *)malloc((size_t)n * n * sizeof(REAL));
    if (rows == NULL || block == NULL) {
        free(rows);
        free(block);
        return NULL;
    }
    for (int i = 0; i < n; i++)
        rows[i] = block + i * n;   /* pointer arithmetic */
    return rows;
}

static void free_matrix(REAL **m)
{
    if (m) {
        free(m[0]);
        free(m);
    }
}

/* in-place LU: returns 0 on success, -1 if singular */
static int lu_decompose(REAL **a, int n, int *perm)
{
    int status = 0;
    for (int i = 0; i < n; i++)
        perm[i] = i;
    for (int k = 0; k < n; k++) {
        int piv = k;
        REAL best = fabs(a[k][k]);
        for (int i = k + 1; i < n; i++) {
            if (fabs(a[i][k]) > best) {
                best = fabs(a[i][k]);
                piv = i;
            }
        }
        if (best < EPS) {
            status = -1;
            goto done;
        }
        if (piv != k) {
            row_ptr t = a[k]; a[k] = a[piv]; a[piv] = t;   // swap row pointers
            int ti = perm[k]; perm[k] = perm[piv]; perm[piv] = ti;
        }
        for (int i = k + 1; i < n; i++) {
            a[i][k] /= a[k][k];
            REAL f = a[i][k];
            for (int j = k + 1; j < n; j++)
                a[i][j] -= f * a[k][j];
        }
    }
done:
    return status;
}

static void lu_solve(REAL **lu, const int *perm, const REAL *b, REAL *x, int n)
{
    REAL *y = (REAL *)calloc(n, sizeof *y);
    for (int i = 0; i < n; i++) {
        REAL s = b[perm[i]];
        for (int j = 0; j < i; j++)
            s -= lu[i][j] * y[j];
        y[i] = s;
    }
    for (int i = n - 1; i >= 0; i--) {
        REAL s = y[i];
        for (int j = i + 1; j < n; j++)
            s -= lu[i][j] * x[j];
        x[i] = s / lu[i][i];
    }
    free(y);
}

int main(void)
{
    REAL **a = alloc_matrix(NDIM), **orig = alloc_matrix(NDIM);
    REAL b[NDIM], x[NDIM];
    int perm[NDIM];
    if (!a || !orig) {
        fprintf(stderr, "out of memory\n");
        goto fail;
    }
    for (int i = 0; i < NDIM; i++) {
        for (int j = 0; j < NDIM; j++) {
            REAL v = 1.0 / (i + j + 1.0) + ((i == j) ? 2.0 : 0.0) + 0.01 * ((i * 3 + j * 5) % 7);
            a[i][j] = orig[i][j] = v;
        }
        b[i] = (REAL)(i + 1) * 0.5;
    }
    if (lu_decompose(a, NDIM, perm) != 0) {
        fprintf(stderr, "singular matrix\n");
        goto fail;
    }
    lu_solve(a, perm, b, x, NDIM);
    REAL resid = 0.0;
    for (int i = 0; i < NDIM; i++) {
        REAL s = 0.0;
        for (int j = 0; j < NDIM; j++)
            s += orig[i][j] * x[j];
        resid = MAX(resid, fabs(s - b[i]));
        printf("x[%2d] = %.6f  perm=%d  U[i][i]=%.6f\n", i, x[i], perm[i], a[i][i]);
    }
    REAL det = 1.0;
    for (int i = 0; i < NDIM; i++)
        det *= a[i][i];
    printf("log|det| = %.6f\n", log(fabs(det)));
    printf("residual small: %s\n", resid < 1e-9 ? "yes" : "no");
    free_matrix(a);
    free_matrix(orig);
    return 0;
fail:
    free_matrix(a);
    free_matrix(orig);
    return 1;
}
