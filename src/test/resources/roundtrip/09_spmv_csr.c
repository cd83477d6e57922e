/* 09_spmv_csr.c -- sparse matrix-vector product in CSR format built from a
 * 2-D 5-point Laplacian; also a COO->CSR conversion and power iteration. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include "common.h"

#define GRID 16
#define NROWS (GRID * GRID)
#define MAXNNZ (5 * NROWS)

typedef struct csr {
    int nrows;
    int nnz;
    int *rowptr;     /* nrows + 1 */
    int *colidx;     /* nnz */
    double *vals;    /* nnz */
} csr_t;

typedef struct { int r, c; double v; } coo_entry;

static csr_t *csr_from_coo(const coo_entry *e, int nnz, int nrows)
{
    csr_t *m = (csr_t *)malloc(sizeof(csr_t));
    m->nrows = nrows;
    m->nnz = nnz;
    m->rowptr = (int *)calloc((size_t)nrows + 1, sizeof(int));
    m->colidx = (int *)malloc(sizeof(int) * nnz);
    m->vals = (double *)malloc(sizeof(double) * nnz);
    for (int k = 0; k < nnz; k++)
        m->rowptr[e[k].r + 1]++;
    for (int i = 0; i < nrows; i++)
        m->rowptr[i + 1] += m->rowptr[i];
    int *fill = calloc(nrows, sizeof *fill);
    for (int k = 0; k < nnz; k++) {
        int pos = m->rowptr[e[k].r] + fill[e[k].r]++;
        m->colidx[pos] = e[k].c;
        m->vals[pos] = e[k].v;
    }
    free(fill);
    return m;
}

static void csr_free(csr_t *m)
{
    free(m->rowptr); free(m->colidx); free(m->vals); free(m);
}

static void spmv(const csr_t *restrict A, const double *restrict x, double *restrict y)
{
#pragma hicuda kernel spmv tblock(8) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < A->nrows; i++) {
        double s = 0.0;
        const int *cp = A->colidx + A->rowptr[i];
        const double *vp = A->vals + A->rowptr[i];
        for (int k = A->rowptr[i + 1] - A->rowptr[i]; k > 0; --k)
            s += *vp++ * x[*cp++];
        y[i] = s;
    }
#pragma hicuda kernel_end
}

int main(void)
{
    coo_entry *e = malloc(MAXNNZ * sizeof(coo_entry));
    int nnz = 0;
    /* assemble in reverse row order to exercise the conversion */
    for (int gi = GRID - 1; gi >= 0; gi--)
        for (int gj = 0; gj < GRID; gj++) {
            int row = gi * GRID + gj;
            e[nnz++] = (coo_entry){ row, row, 4.0 };
            if (gi > 0) e[nnz++] = (coo_entry){ .r = row, .c = row - GRID, .v = -1.0 };
            if (gi < GRID - 1) e[nnz++] = (coo_entry){ .r = row, .c = row + GRID, .v = -1.0 };
            if (gj > 0) e[nnz++] = (coo_entry){ row, row - 1, -1.0 };
            if (gj < GRID - 1) e[nnz++] = (coo_entry){ row, row + 1, -1.0 };
        }
    csr_t *A = csr_from_coo(e, nnz, NROWS);
    free(e);
    printf("nrows=%d nnz=%d avg/row=%.6f\n", A->nrows, A->nnz, (double)A->nnz / A->nrows);
    double *x = malloc(NROWS * sizeof *x), *y = malloc(NROWS * sizeof *y);
    for (int i = 0; i < NROWS; i++)
        x[i] = 1.0 + 0.001 * (i % 7);
    double lambda = 0.0;
    for (int it = 0; it < 30; it++) {
        spmv(A, x, y);
        double nrm = 0.0;
        for (int i = 0; i < NROWS; i++)
            nrm += y[i] * y[i];
        nrm = sqrt(nrm);
        double num = 0.0, den = 0.0;
        for (int i = 0; i < NROWS; i++) {
            num += x[i] * y[i];
            den += x[i] * x[i];
        }
        lambda = num / den;
        for (int i = 0; i < NROWS; i++)
            x[i] = y[i] / nrm;
        printf("power it %2d rayleigh %.6f\n", it, lambda);
    }
    uint32_t h = CS_INIT;
    for (int i = 0; i <= A->nrows; i++)
        h = cs_mix(h, (uint32_t)A->rowptr[i]);
    printf("rowptr hash %08x, lambda %.6f\n", (unsigned)h, lambda);
    free(x); free(y);
    csr_free(A);
    return 0;
}
