/* tpacf: two-point angular correlation histograms (as Parboil "tpacf"):
 * DD (data x data, pairs i<j), DR (data x random, all pairs) and RR (random x
 * random, i<j) histograms of the angular separation, 22 bins (log-spaced, 5 per
 * decade from 1 to 10^4 arcmin, plus under/overflow), found by binary search
 * on the boundary cosines.  Each point i gets its own row histogram (what each
 * GPU thread accumulates privately); rows are summed at the end.  Output: the
 * 3 x 22 counts as doubles. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 2048 : 65536, c, i, jj, j, k;
    float *pts = (float *)malloc(sizeof(float) * 3 * 2 * n);
    float *binb = (float *)malloc(sizeof(float) * NBP);
    uint32_t *part = (uint32_t *)malloc(sizeof(uint32_t) * 3 * n * NB);
    double hist[3][NB];
    tpacf_inputs(pts, 2 * n, binb);
    bench_poison_f64(&hist[0][0], 3 * NB);
    double t0 = bench_now_ms();
    for (c = 0; c < 3; c++) {
#pragma omp parallel for private(jj, j, k) schedule(dynamic, 64)
        for (i = 0; i < n; i++) {
            int aoff = (c == 2) ? n : 0, boff = (c == 0) ? 0 : n, sym = (c != 1);
            uint32_t h[NB];
            float xi = pts[(aoff + i) * 3 + 0], yi = pts[(aoff + i) * 3 + 1], zi = pts[(aoff + i) * 3 + 2];
            for (k = 0; k < NB; k++) h[k] = 0;
            for (jj = sym ? (i / 256) * 256 : 0; jj < n; jj += 256)
                for (j = jj; j < jj + 256; j++) {
                    if (sym && j <= i) continue;
                    float dot = xi * pts[(boff + j) * 3 + 0] + yi * pts[(boff + j) * 3 + 1] + zi * pts[(boff + j) * 3 + 2];
                    int lo = 0, step;
                    for (step = NBP / 2; step > 0; step /= 2)   /* fixed-depth binary search */
                        if (binb[lo + step - 1] > dot) lo += step;
                    h[lo]++;
                }
            for (k = 0; k < NB; k++) part[(c * n + i) * NB + k] = h[k];
        }
    }
    for (c = 0; c < 3; c++)
        for (k = 0; k < NB; k++) {
            double s = 0;
            for (i = 0; i < n; i++) s += part[(c * n + i) * NB + k];
            hist[c][k] = s;
        }
    double ms = bench_now_ms() - t0;
    bench_work(2.0 * n * (double)n * 10.0, sizeof(float) * 6.0 * n + sizeof(uint32_t) * 3.0 * n * NB);
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, &hist[0][0], sizeof(double) * 3 * NB);
    return 0;
}
