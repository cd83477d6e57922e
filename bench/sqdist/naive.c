/* sqdist: all pairwise squared distances of two point sets (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One pair a thread, 16 x 16 threads a block. */
#include "bench.h"

#define D 16
#define SEED_X 0x5351444958ULL
#define SEED_Y 0x5351444959ULL
#define TI 128  /* rows of dist per thread block */
#define TJ 64   /* columns of dist per thread block */

int main(int argc, char **argv)
{
    bench_args args;
    int nn, mm, rep;
    float *x, *y, *dist;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    nn = args.quick ? 512 : 16384;       /* multiples of TI and TJ */
    mm = args.quick ? 512 : 16384;
    x = (float *)malloc((size_t)nn * D * sizeof(float));
    y = (float *)malloc((size_t)mm * D * sizeof(float));
    dist = (float *)malloc((size_t)nn * mm * sizeof(float));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x || !y || !dist || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f32(x, (size_t)nn * D, SEED_X, 0.0f, 1.0f);
    bench_fill_f32(y, (size_t)mm * D, SEED_Y, 0.0f, 1.0f);

#pragma hicuda shape x[nn][D]
#pragma hicuda shape y[mm][D]
#pragma hicuda shape dist[nn][mm]

    for (rep = -1; rep < args.reps; rep++) {     /* rep -1: warm-up */
        double ta, tb, tc, td;
        bench_poison_f32(dist, (size_t)nn * mm);
        ta = bench_now_ms();
#pragma hicuda global alloc x[*][*] copyin
#pragma hicuda global alloc y[*][*] copyin
#pragma hicuda global alloc dist[*][*]
        tb = bench_now_ms();
#pragma hicuda kernel sqdist tblock(nn / 16, mm / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
for (int i = 0; i < nn; i++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (int j = 0; j < mm; j++) {
        float s = 0.0f;
        for (int k = 0; k < D; k++) {
            float t = x[i * D + k] - y[j * D + k];
            s += t * t;
        }
        dist[i * mm + j] = s;
    }
}
#pragma hicuda kernel_end
        tc = bench_now_ms();
#pragma hicuda global copyout dist[*][*]
#pragma hicuda global free x y dist
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, dist, (size_t)nn * mm * sizeof(float));
    free(x); free(y); free(dist); free(kms); free(tms);
    return 0;
}
