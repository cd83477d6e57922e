// 06_cg_solver.c -- conjugate gradient on a 1-D Poisson matrix,
// matrix-free operator passed as a function pointer typedef.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "common.h"

#define NUNK 100
#define MAXIT 200
#define TOL 1.0e-10

typedef void (*linop_fn)(const double *x, double *y, int n, void *ctx);

typedef struct cg_stats {
    int iterations;
    double final_resid;
    int converged;
} cg_stats_t;

/* y = A x for tridiag(-1, 2+shift, -1) */
static void poisson_apply(const double *x, double *y, int n, void *ctx)
{
    const double shift = *(const double *)ctx;
    for (int i = 0; i < n; i++) {
        double left = (i > 0) ? x[i - 1] : 0.0;
        double right = (i < n - 1) ? x[i + 1] : 0.0;
        y[i] = (2.0 + shift) * x[i] - left - right;
    }
}

static double dot(const double *restrict a, const double *restrict b, int n)
{
    double s = 0.0;
    for (int i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

static inline void axpy(double alpha, const double *x, double *y, int n)
{
    for (int i = 0; i < n; i++)
        y[i] += alpha * x[i];
}

static cg_stats_t cg_solve(linop_fn A, void *ctx, const double *b, double *x, int n)
{
    double *r = malloc(n * sizeof(double));
    double *p = malloc(n * sizeof(double));
    double *Ap = malloc(n * sizeof(double));
    cg_stats_t st = { .iterations = 0, .final_resid = 0.0, .converged = 0 };
    if (r == NULL || p == NULL || Ap == NULL) {
        fprintf(stderr, "cg: out of memory\n");
        st.iterations = -1;
        goto cleanup;
    }

    A(x, Ap, n, ctx);
    for (int i = 0; i < n; i++) {
        r[i] = b[i] - Ap[i];
        p[i] = r[i];
    }
    double rr = dot(r, r, n);
    int it = 0;
    while (it < MAXIT) {
        (*A)(p, Ap, n, ctx);         /* explicit dereference call */
        double alpha = rr / dot(p, Ap, n);
        axpy(alpha, p, x, n);
        axpy(-alpha, Ap, r, n);
        double rr_new = dot(r, r, n);
        it++;
        if (it % 5 == 0)
            printf("  it %3d |r| = %.6e\n", it, sqrt(rr_new));
        if (sqrt(rr_new) < TOL) {
            st.converged = 1;
            rr = rr_new;
            break;
        }
        double beta = rr_new / rr;
        for (int i = 0; i < n; i++)
            p[i] = r[i] + beta * p[i];
        rr = rr_new;
    }
    st.iterations = it;
    st.final_resid = sqrt(rr);
cleanup:
    free(r); free(p); free(Ap);
    return st;
}

int main(void)
{
    double shifts[] = { 0.0, 0.1, 1.0 };
    for (size_t s = 0; s < ARRAY_LEN(shifts); s++) {
        double *b = calloc(NUNK, sizeof(double));
        double *x = calloc(NUNK, sizeof(double));
        for (int i = 0; i < NUNK; i++)
            b[i] = sin(0.1 * i) + 1.0;
        printf("shift %.2f\n", shifts[s]);
        cg_stats_t st = cg_solve(poisson_apply, &shifts[s], b, x, NUNK);
        printf("converged=%d iterations=%d resid_ok=%d\n", st.converged, st.iterations, st.final_resid < 1e-8);
        for (int i = 0; i < NUNK; i += 20)
            printf("  x[%3d] = %.6f\n", i, x[i]);
        free(b);
        free(x);
    }
    return 0;
}
