/* tpacf: angular correlation histograms, OpenACC (GCC 12 nvptx): one point
 * per vector lane with a private row histogram written to part[][][]; the host
 * sums the rows (as hicuda.c). */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 2048 : 65536, c, i, j, k, r;
    size_t np = (size_t)3 * n * NB;
    float *pts = (float *)malloc(sizeof(float) * 6 * n), *binb = (float *)malloc(sizeof(float) * NBP);
    uint32_t *part = (uint32_t *)malloc(sizeof(uint32_t) * np);
    double hist[3 * NB];
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    tpacf_inputs(pts, 2 * n, binb);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f64(hist, 3 * NB);
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(pts[0:6*n], binb[0:NBP]) copyout(part[0:np])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector collapse(2) vector_length(256) present(pts[0:6*n], binb[0:NBP], part[0:np])
            for (c = 0; c < 3; c++)
                for (i = 0; i < n; i++) {
                    int aoff = (c == 2) ? n : 0, boff = (c == 0) ? 0 : n, sym = (c != 1);
                    uint32_t h[NB];
                    float xi = pts[3 * (aoff + i)], yi = pts[3 * (aoff + i) + 1], zi = pts[3 * (aoff + i) + 2];
                    for (k = 0; k < NB; k++) h[k] = 0;
                    for (j = sym ? i + 1 : 0; j < n; j++) {
                        const float *q = pts + 3 * (boff + j);
                        float dot = xi * q[0] + yi * q[1] + zi * q[2];
                        int lo = 0, step;
                        for (step = NBP / 2; step > 0; step /= 2)   /* fixed-depth binary search */
                            if (binb[lo + step - 1] > dot) lo += step;
                        h[lo]++;
                    }
                    for (k = 0; k < NB; k++) part[((size_t)c * n + i) * NB + k] = h[k];
                }
            t2 = bench_now_ms();
        }
        for (c = 0; c < 3; c++)
            for (k = 0; k < NB; k++) {
                double s = 0;
                for (i = 0; i < n; i++) s += part[((size_t)c * n + i) * NB + k];
                hist[c * NB + k] = s;
            }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, hist, sizeof(hist));
    return 0;
}
