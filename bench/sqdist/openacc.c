/* sqdist -- OpenACC version (GCC 12, nvptx offloading): one parallel loop
 * over (i, j) pairs, gangs over rows i, vector lanes over columns j (coalesced
 * stores), the D-loop sequential per pair. */
#include "bench.h"

#define D 16
#define SEED_X 0x5351444958ULL
#define SEED_Y 0x5351444959ULL

static void sqdist(const float *restrict x, const float *restrict y, float *restrict dist, int nn, int mm)
{
    int i, j, k;
#pragma acc parallel loop gang vector_length(128) present(x[0:nn*D], y[0:mm*D], dist[0:(size_t)nn*mm])
    for (i = 0; i < nn; i++) {
#pragma acc loop vector private(k)
        for (j = 0; j < mm; j++) {
            float s = 0.0f;
#pragma acc loop seq
            for (k = 0; k < D; k++) {
                float t = x[i * D + k] - y[j * D + k];
                s += t * t;
            }
            dist[i * mm + j] = s;
        }
    }
}

int main(int argc, char **argv)
{
    bench_args args;
    int nn, mm, rep;
    size_t nd;
    float *x, *y, *dist;
    double *kms, *tms;
    bench_parse(argc, argv, &args);
    nn = args.quick ? 512 : 16384;
    mm = args.quick ? 512 : 16384;
    nd = (size_t)nn * mm;
    x = (float *)malloc((size_t)nn * D * sizeof(float));
    y = (float *)malloc((size_t)mm * D * sizeof(float));
    dist = (float *)malloc(nd * sizeof(float));
    kms = (double *)malloc(args.reps * sizeof(double));
    tms = (double *)malloc(args.reps * sizeof(double));
    if (!x || !y || !dist || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f32(x, (size_t)nn * D, SEED_X, 0.0f, 1.0f);
    bench_fill_f32(y, (size_t)mm * D, SEED_Y, 0.0f, 1.0f);

    for (rep = -1; rep < args.reps; rep++) {      /* rep -1: warm-up */
        double ta, tb, tc, td;
        bench_poison_f32(dist, nd);
        ta = bench_now_ms();
#pragma acc enter data copyin(x[0:nn*D], y[0:mm*D]) create(dist[0:nd])
        tb = bench_now_ms();
        sqdist(x, y, dist, nn, mm);
        tc = bench_now_ms();
#pragma acc exit data copyout(dist[0:nd]) delete(x[0:nn*D], y[0:mm*D])
        td = bench_now_ms();
        if (rep >= 0) { kms[rep] = tc - tb; tms[rep] = td - ta; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, dist, nd * sizeof(float));
    free(x); free(y); free(dist); free(kms); free(tms);
    return 0;
}
