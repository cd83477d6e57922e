/* sqdist -- sequential reference.
 * Squared Euclidean distances between two point sets (Jepsen's thesis,
 * "Squared Euclid"): X holds N points and Y holds M points of D = 16
 * dimensions (row-major, single precision);
 *   dist[i][j] = sum_{k<D} (X[i][k] - Y[j][k])^2      (k in increasing order)
 * Output: dist, N x M floats. */
#include "bench.h"

#define D 16
#define SEED_X 0x5351444958ULL
#define SEED_Y 0x5351444959ULL

int main(int argc, char **argv)
{
    bench_args args;
    int nn, mm, i;
    float *x, *y, *dist;
    double t0, t1;
    bench_parse(argc, argv, &args);
    nn = args.quick ? 512 : 16384;
    mm = args.quick ? 512 : 16384;
    x = (float *)malloc((size_t)nn * D * sizeof(float));
    y = (float *)malloc((size_t)mm * D * sizeof(float));
    dist = (float *)malloc((size_t)nn * mm * sizeof(float));
    if (!x || !y || !dist) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f32(x, (size_t)nn * D, SEED_X, 0.0f, 1.0f);
    bench_fill_f32(y, (size_t)mm * D, SEED_Y, 0.0f, 1.0f);
    bench_poison_f32(dist, (size_t)nn * mm);

    t0 = bench_now_ms();
#pragma omp parallel for
    for (i = 0; i < nn; i++) {
        int j, k;
        for (j = 0; j < mm; j++) {
            float s = 0.0f;
            for (k = 0; k < D; k++) {
                float t = x[i * D + k] - y[j * D + k];
                s += t * t;
            }
            dist[i * mm + j] = s;
        }
    }
    t1 = bench_now_ms();
    t1 -= t0;
    bench_report("KERNEL_MS", &t1, 1);
    bench_report("TOTAL_MS", &t1, 1);
    /* 3 FLOPs per pair and dimension; ideal traffic: write dist, read X and Y once */
    bench_work(3.0 * D * nn * (double)mm, 4.0 * ((double)nn * mm + (double)(nn + mm) * D));
    bench_write(args.out, dist, (size_t)nn * mm * sizeof(float));
    free(x); free(y); free(dist);
    return 0;
}
