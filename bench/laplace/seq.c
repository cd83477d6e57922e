/* laplace -- sequential reference.
 * The "Laplace" program of Jepsen's thesis: a subroutine of a radial-basis-
 * function solver for the Black-Scholes PDE with K = 5 underlyings.  It has
 * the structure of a matrix-vector product out = A * lam over N centres, but
 * each matrix entry is the Black-Scholes operator applied to a Gaussian RBF
 * (double precision):
 *   phi_j(x) = exp(-EPS2 * |x - x_j|^2)
 *   L u      = sum_d (1/2) sig_d^2 x_d^2 d2u/dx_d^2 + R sum_d x_d du/dx_d - R u
 *   out[i]   = sum_j lam[j] * (L phi_j)(x_i)
 *            = sum_j lam[j] * phi_j(x_i) * ( -R + sum_d [ a_d (4 EPS2^2 r_d^2 - 2 EPS2) - b_d r_d ] )
 * with r_d = x_i,d - x_j,d, a_d = sig_d^2 x_i,d^2 / 2, b_d = 2 R EPS2 x_i,d.
 * Points are stored dimension-major: x[d*N + i].  j runs in increasing
 * order.  Output: out, N doubles. */
#include "bench.h"

#define K 5                      /* underlyings (dimensions) */
#define R 0.03                   /* interest rate */
#define EPS2 1.0                 /* RBF shape parameter squared */
#define CA (4.0 * EPS2 * EPS2)
#define CB (2.0 * EPS2)
#define SEED_X 0x4C41504C58ULL
#define SEED_L 0x4C41504C4CULL

int main(int argc, char **argv)
{
    bench_args args;
    int n, i;
    double sig[K] = {0.15, 0.20, 0.25, 0.30, 0.35};
    double *x, *lam, *out, t0, t1;
    bench_parse(argc, argv, &args);
    n = args.quick ? 2048 : 32768;
    x = (double *)malloc((size_t)K * n * sizeof(double));
    lam = (double *)malloc((size_t)n * sizeof(double));
    out = (double *)malloc((size_t)n * sizeof(double));
    if (!x || !lam || !out) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f64(x, (size_t)K * n, SEED_X, 0.5, 1.5);
    bench_fill_f64(lam, (size_t)n, SEED_L, -1.0, 1.0);
    bench_poison_f64(out, (size_t)n);

    t0 = bench_now_ms();
#pragma omp parallel for schedule(static)
    for (i = 0; i < n; i++) {
        double xi[K], a[K], b[K], acc = 0.0;
        int d, j;
        for (d = 0; d < K; d++) {
            xi[d] = x[d * n + i];
            a[d] = 0.5 * sig[d] * sig[d] * xi[d] * xi[d];
            b[d] = 2.0 * R * EPS2 * xi[d];
        }
        for (j = 0; j < n; j++) {
            double r2 = 0.0, op = -R;
            for (d = 0; d < K; d++) {
                double rd = xi[d] - x[d * n + j];
                double t = rd * rd;
                r2 += t;
                op += a[d] * (CA * t - CB) - b[d] * rd;
            }
            acc += lam[j] * op * exp(-EPS2 * r2);
        }
        out[i] = acc;
    }
    t1 = bench_now_ms();
    t1 -= t0;
    bench_report("KERNEL_MS", &t1, 1);
    bench_report("TOTAL_MS", &t1, 1);
    /* per pair: 9 FLOPs per dimension + 5 (exp counted as 1); traffic: read x, lam, write out once */
    bench_work((9.0 * K + 5.0) * (double)n * n, 8.0 * ((double)K * n + 2.0 * n));
    bench_write(args.out, out, (size_t)n * sizeof(double));
    free(x); free(lam); free(out);
    return 0;
}
