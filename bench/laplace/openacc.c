/* laplace -- OpenACC version (GCC 12, nvptx offloading): one parallel loop
 * over the evaluation points (gang vector), the centre loop sequential per
 * point; the small per-point arrays xi, a, b are declared inside the loop
 * body, so every iteration has its own copy (no private clause needed).
 *
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

static void laplace(const double *restrict x, const double *restrict lam, double *restrict out,
                    const double *restrict sig, int n)
{
    int i;
#pragma acc parallel loop gang vector vector_length(128) present(x[0:K*n], lam[0:n], out[0:n], sig[0:K])
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
}

int main(int argc, char **argv)
{
    bench_args args;
    int n, rep;
    double sig[K] = {0.15, 0.20, 0.25, 0.30, 0.35};
    double *x, *lam, *out, *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 2048 : 32768;
    x = (double *)malloc((size_t)K * n * sizeof(double));
    lam = (double *)malloc((size_t)n * sizeof(double));
    out = (double *)malloc((size_t)n * sizeof(double));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x || !lam || !out || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f64(x, (size_t)K * n, SEED_X, 0.5, 1.5);
    bench_fill_f64(lam, (size_t)n, SEED_L, -1.0, 1.0);

    for (rep = -1; rep < args.reps; rep++) {      /* rep -1: warm-up */
        double ta, tb, tc, td;
        bench_poison_f64(out, (size_t)n);
        ta = bench_now_ms();
#pragma acc enter data copyin(x[0:K*n], lam[0:n], sig[0:K]) create(out[0:n])
        tb = bench_now_ms();
        laplace(x, lam, out, sig, n);
        tc = bench_now_ms();
#pragma acc exit data copyout(out[0:n]) delete(x[0:K*n], lam[0:n], sig[0:K])
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, out, (size_t)n * sizeof(double));
    free(x); free(lam); free(out); free(kms); free(tms);
    return 0;
}
