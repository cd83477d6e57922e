/* tpacf: two-point angular correlation histograms (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One point a thread for each of the three correlations; the inner loop over the other set's points.
 * part is declared unsigned int (uint32_t in seq.c, the same type here): the host program hicuda writes
 * declares the kernel's launch function before the program's own #include lines, where uint32_t is not
 * yet declared (a translator issue outside the optimizer, reported). */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 2048 : 65536, n2, c, i, jj, j, k, r;
    float *pts = (float *)malloc(sizeof(float) * 3 * 2 * n);
    float *binb = (float *)malloc(sizeof(float) * NBP);
    unsigned int *part = (unsigned int *)malloc(sizeof(unsigned int) * 3 * n * NB);   /* uint32_t in seq.c: see above */
    double hist[3][NB];
    n2 = 2 * n;
#pragma hicuda shape pts[n2][3]
#pragma hicuda shape binb[NBP]
#pragma hicuda shape part[3][n][NB]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    tpacf_inputs(pts, 2 * n, binb);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f64(&hist[0][0], 3 * NB);
        double t0 = bench_now_ms();
#pragma hicuda global alloc pts[*][*] copyin
#pragma hicuda global alloc part[*][*][*]
#pragma hicuda global alloc binb[*] copyin
        double t1 = bench_now_ms();
#pragma hicuda kernel pairs tblock(3, n / 256) thread(256)
#pragma hicuda loop_partition over_tblock
for (c = 0; c < 3; c++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
        int aoff = (c == 2) ? n : 0, boff = (c == 0) ? 0 : n, sym = (c != 1);
        uint32_t h[NB];
        float xi = pts[(aoff + i) * 3 + 0], yi = pts[(aoff + i) * 3 + 1], zi = pts[(aoff + i) * 3 + 2];
        for (k = 0; k < NB; k++) h[k] = 0;
        for (j = sym ? i + 1 : 0; j < n; j++) {
            float dot = xi * pts[(boff + j) * 3 + 0] + yi * pts[(boff + j) * 3 + 1] + zi * pts[(boff + j) * 3 + 2];
            int lo = 0, step;
            for (step = NBP / 2; step > 0; step /= 2)   /* fixed-depth binary search */
                if (binb[lo + step - 1] > dot) lo += step;
            h[lo]++;
        }
        for (k = 0; k < NB; k++) part[(c * n + i) * NB + k] = h[k];
    }
}
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout part[*][*][*]
#pragma hicuda global free binb
#pragma hicuda global free pts part
        for (c = 0; c < 3; c++)
            for (k = 0; k < NB; k++) {
                double s = 0;
                for (i = 0; i < n; i++) s += part[(c * n + i) * NB + k];
                hist[c][k] = s;
            }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, &hist[0][0], sizeof(double) * 3 * NB);
    return 0;
}
