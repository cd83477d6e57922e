/* tpacf: angular correlation histograms, hiCUDA version, cuda.cu's algorithm
 * where the directives can express it.  One kernel for the three histograms
 * (thread-block dimension 1 = DD/DR/RR), one point i per thread, 256 threads
 * per block; tiles of 256 partner points are staged in shared memory (on the
 * diagonal the walk starts at the block's own tile, (i / 256) * 256, the same
 * for all its threads); the bin boundaries are staged in shared memory too (the
 * binary search reads them at a different place in every lane).  Each thread
 * keeps a private row histogram (cuda.cu keeps it in shared memory, indexed by
 * the search's result, whose range hicuda cannot prove) and writes it to
 * part[c][i][*]; the host sums rows (hiCUDA has no reduction construct). */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 2048 : 65536, n2, c, i, jj, j, k, r;
    float *pts = (float *)malloc(sizeof(float) * 3 * 2 * n);
    float *binb = (float *)malloc(sizeof(float) * NBP);
    uint32_t *part = (uint32_t *)malloc(sizeof(uint32_t) * 3 * n * NB);
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
#pragma hicuda shared alloc binb[*] copyin
                for (jj = sym ? (i / 256) * 256 : 0; jj < n; jj += 256) {
#pragma hicuda shared alloc pts[boff+jj:boff+jj+255][*] copyin
#pragma hicuda barrier
                    for (j = jj; j < jj + 256; j++) {
                        if (sym && j <= i) continue;
                        float dot = xi * pts[(boff + j) * 3 + 0] + yi * pts[(boff + j) * 3 + 1] + zi * pts[(boff + j) * 3 + 2];
                        int lo = 0, step;
                        for (step = NBP / 2; step > 0; step /= 2)   /* fixed-depth binary search */
                            if (binb[lo + step - 1] > dot) lo += step;
                        h[lo]++;
                    }
#pragma hicuda barrier
#pragma hicuda shared remove pts
                }
#pragma hicuda shared remove binb
                for (k = 0; k < NB; k++) part[(c * n + i) * NB + k] = h[k];
            }
        }
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout part[*][*][*]
#pragma hicuda global free pts part binb
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
