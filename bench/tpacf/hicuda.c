/* tpacf: angular correlation histograms, hiCUDA version, cuda.cu's algorithm.
 * One kernel for the three histograms (thread-block dimension 1 = DD/DR/RR),
 * one point i per thread, 256 threads per block; tiles of 256 partner points
 * are staged in shared memory (on the diagonal the walk starts at the block's
 * own tile, (i / 256) * 256, the same for all its threads); the bin boundaries
 * too (the binary search reads them at a different place in every lane); and
 * each thread's histogram row part[c][i][*] lives in shared memory while it is
 * counted (cuda.cu: sh[bin][thread]), then is copied out. The search is
 * written as five steps whose sum is the bin, so that hicuda can prove the
 * bin inside the row. The host sums the rows (hiCUDA has no reduction
 * construct; cuda.cu reduces per block with atomics). */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 2048 : 65536, n2, c, i, jj, j, k, r;
    float *pts = (float *)malloc(sizeof(float) * 3 * 2 * n);
    float *binb = (float *)malloc(sizeof(float) * NBP);
    uint32_t *part = (uint32_t *)malloc(sizeof(uint32_t) * 3 * n * NBP);
    double hist[3][NB];
    n2 = 2 * n;
#pragma hicuda shape pts[n2][3]
#pragma hicuda shape binb[NBP]
#pragma hicuda shape part[3][n][NBP]
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
                float xi = pts[(aoff + i) * 3 + 0], yi = pts[(aoff + i) * 3 + 1], zi = pts[(aoff + i) * 3 + 2];
#pragma hicuda shared alloc binb[*] copyin
#pragma hicuda shared alloc part[c][i][*]
                for (k = 0; k < NBP; k++) part[(c * n + i) * NBP + k] = 0;
                for (jj = sym ? (i / 256) * 256 : 0; jj < n; jj += 256) {
#pragma hicuda shared alloc pts[boff+jj:boff+jj+255][*] copyin
#pragma hicuda barrier
                    for (j = sym && jj <= i ? i + 1 : jj; j < jj + 256; j++) {   /* j > i on the diagonal tile */
                        float dot = xi * pts[(boff + j) * 3 + 0] + yi * pts[(boff + j) * 3 + 1] + zi * pts[(boff + j) * 3 + 2];
                        /* fixed-depth binary search over the NBP = 32 boundaries, one step per bit of the bin */
                        int b16 = binb[15] > dot ? 16 : 0;
                        int b8 = binb[b16 + 7] > dot ? 8 : 0;
                        int b4 = binb[b16 + b8 + 3] > dot ? 4 : 0;
                        int b2 = binb[b16 + b8 + b4 + 1] > dot ? 2 : 0;
                        int b1 = binb[b16 + b8 + b4 + b2] > dot ? 1 : 0;
                        part[(c * n + i) * NBP + b16 + b8 + b4 + b2 + b1]++;
                    }
#pragma hicuda barrier
#pragma hicuda shared remove pts
                }
#pragma hicuda shared copyout part[c][i][*]
#pragma hicuda shared remove part binb
            }
        }
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout part[*][*][*]
#pragma hicuda global free pts part binb
        for (c = 0; c < 3; c++)
            for (k = 0; k < NB; k++) {
                double s = 0;
                for (i = 0; i < n; i++) s += part[(c * n + i) * NBP + k];
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
