/* 19_matrix_struct.c -- heap-allocated matrix struct from matrix.h,
 * element-access macro, fill callbacks, transpose, Gram-Schmidt QR. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "matrix.h"
#include "common.h"

matrix_t *mat_new(int rows, int cols)
{
    matrix_t *m = malloc(sizeof(matrix_t));
    m->rows = rows;
    m->cols = cols;
    m->data = calloc((size_t)rows * cols, sizeof(double));
    return m;
}

void mat_free(matrix_t *m)
{
    if (!m) return;
    free(m->data);
    free(m);
}

void mat_fill(matrix_t *m, mat_fill_fn f)
{
    for (int i = 0; i < m->rows; i++)
        for (int j = 0; j < m->cols; j++)
            MAT_AT(m, i, j) = f(i, j);
}

static double fill_hilbert(int i, int j) { return 1.0 / (i + j + 1); }
static double fill_vander(int i, int j) { return pow(1.0 + 0.1 * i, j); }
static double fill_mixed(int i, int j) { return (double)((i * 13 + j * 7) % 11) - 5.0 + (i == j) * 10.0; }

static matrix_t *mat_transpose(const matrix_t *a)
{
    matrix_t *t = mat_new(a->cols, a->rows);
    for (int i = 0; i < a->rows; i++)
        for (int j = 0; j < a->cols; j++)
            MAT_AT(t, j, i) = MAT_AT(a, i, j);
    return t;
}

/* modified Gram-Schmidt: A (m x n) = Q R */
static void mgs_qr(const matrix_t *a, matrix_t *q, matrix_t *r)
{
    int m = a->rows, n = a->cols;
    for (int i = 0; i < m * n; i++)
        q->data[i] = a->data[i];
    for (int k = 0; k < n; k++) {
        double nrm = 0.0;
        for (int i = 0; i < m; i++)
            nrm += SQR(MAT_AT(q, i, k));
        nrm = sqrt(nrm);
        MAT_AT(r, k, k) = nrm;
        for (int i = 0; i < m; i++)
            MAT_AT(q, i, k) /= nrm;
        for (int j = k + 1; j < n; j++) {
            double d = 0.0;
            for (int i = 0; i < m; i++)
                d += MAT_AT(q, i, k) * MAT_AT(q, i, j);
            MAT_AT(r, k, j) = d;
            for (int i = 0; i < m; i++)
                MAT_AT(q, i, j) -= d * MAT_AT(q, i, k);
        }
    }
}

int main(void)
{
    struct { const char *name; mat_fill_fn fn; } fills[] = {
        { "hilbert", fill_hilbert }, { "vandermonde", fill_vander }, { "mixed", fill_mixed },
    };
    for (size_t f = 0; f < sizeof fills / sizeof fills[0]; f++) {
        const int m = 8, n = 5;
        matrix_t *a = mat_new(m, n), *q = mat_new(m, n), *r = mat_new(n, n);
        mat_fill(a, fills[f].fn);
        mgs_qr(a, q, r);
        matrix_t *qt = mat_transpose(q);
        double orth = 0.0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                double d = 0.0;
                for (int k = 0; k < m; k++)
                    d += MAT_AT(qt, i, k) * MAT_AT(q, k, j);
                orth = MAX(orth, fabs(d - (i == j ? 1.0 : 0.0)));
            }
        printf("%s: orthogonality ok=%d\n", fills[f].name, orth < 1e-6);
        for (int i = 0; i < n; i++)
            printf("  R[%d][%d..] = %.6f %.6f\n", i, i, MAT_AT(r, i, i), i + 1 < n ? MAT_AT(r, i, i + 1) : 0.0);
        mat_free(a); mat_free(q); mat_free(r); mat_free(qt);
    }
    return 0;
}
