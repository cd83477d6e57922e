/* laplace -- hiCUDA version: the program of seq.c with hicuda directives.
 * Same algorithm as cuda.cu: one thread per evaluation point i (blocks of
 * TB threads); the centres are processed in tiles of TB points staged in
 * shared memory (coordinates and weights); the volatilities live in
 * constant memory.  Built as plain C (pragmas ignored) it computes what
 * seq.c computes.
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
#define TB 128   /* threads per block = centres per shared tile */

int main(int argc, char **argv)
{
    bench_args args;
    int n, rep;
    double sig[K] = {0.15, 0.20, 0.25, 0.30, 0.35};
    double *x, *lam, *out, *kms, *tms;
    bench_parse(argc, argv, &args);
    n = args.quick ? 2048 : 32768;       /* a multiple of TB */
    x = (double *)malloc((size_t)K * n * sizeof(double));
    lam = (double *)malloc((size_t)n * sizeof(double));
    out = (double *)malloc((size_t)n * sizeof(double));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x || !lam || !out || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f64(x, (size_t)K * n, SEED_X, 0.5, 1.5);
    bench_fill_f64(lam, (size_t)n, SEED_L, -1.0, 1.0);

#pragma hicuda shape x[K][n]
#pragma hicuda shape lam[n]
#pragma hicuda shape out[n]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        bench_poison_f64(out, (size_t)n);
        ta = bench_now_ms();
#pragma hicuda global alloc x[*][*] copyin
#pragma hicuda global alloc lam[*] copyin
#pragma hicuda global alloc out[*]
#pragma hicuda constant copyin sig[*]
        tb = bench_now_ms();
#pragma hicuda kernel laplace tblock(n / TB) thread(TB)
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 0; i < n; i++) {
            double xi[K], a[K], b[K], acc = 0.0;
            for (int d = 0; d < K; d++) {
                xi[d] = x[d * n + i];
                a[d] = 0.5 * sig[d] * sig[d] * xi[d] * xi[d];
                b[d] = 2.0 * R * EPS2 * xi[d];
            }
            for (int jj = 0; jj < n; jj += TB) {
#pragma hicuda shared alloc x[0:K-1][jj:jj+TB-1] copyin
#pragma hicuda shared alloc lam[jj:jj+TB-1] copyin
                for (int j = jj; j < jj + TB; j++) {
                    double r2 = 0.0, op = -R;
                    for (int d = 0; d < K; d++) {
                        double rd = xi[d] - x[d * n + j];
                        double t = rd * rd;
                        r2 += t;
                        op += a[d] * (CA * t - CB) - b[d] * rd;
                    }
                    acc += lam[j] * op * exp(-EPS2 * r2);
                }
#pragma hicuda barrier
#pragma hicuda shared remove x lam
            }
            out[i] = acc;
        }
#pragma hicuda kernel_end
        tc = bench_now_ms();
#pragma hicuda constant remove sig
#pragma hicuda global copyout out[*]
#pragma hicuda global free x lam out
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, out, (size_t)n * sizeof(double));
    free(x); free(lam); free(out); free(kms); free(tms);
    return 0;
}
