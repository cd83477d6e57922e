/* laplace: RBF collocation operator applied to a vector (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One centre a thread; the inner loop over all centres in order. */
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
#pragma hicuda global alloc sig[*] copyin
        tb = bench_now_ms();
#pragma hicuda kernel laplace tblock(n / 128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
for (int i = 0; i < n; i++) {
    double xi[K], a[K], b[K], acc = 0.0;
    for (int d = 0; d < K; d++) {
        xi[d] = x[d * n + i];
        a[d] = 0.5 * sig[d] * sig[d] * xi[d] * xi[d];
        b[d] = 2.0 * R * EPS2 * xi[d];
    }
    for (int j = 0; j < n; j++) {
        double r2 = 0.0, op = -R;
        for (int d = 0; d < K; d++) {
            double rd = xi[d] - x[d * n + j];
            double t = rd * rd;
            r2 += t;
            op += a[d] * (CA * t - CB) - b[d] * rd;
        }
        acc += lam[j] * op * exp(-EPS2 * r2);
    }
    out[i] = acc;
}
#pragma hicuda kernel_end
        tc = bench_now_ms();
#pragma hicuda global free sig
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
