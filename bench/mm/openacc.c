/* mm: C = A * B, OpenACC (GCC 12 nvptx): rows over gangs, columns over vector
 * lanes, k accumulated sequentially in increasing order. */
#include "bench.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 512 : 6144, i, j, k, r;
    size_t nn = (size_t)n * n;
    float *A = (float *)malloc(sizeof(float) * nn), *B = (float *)malloc(sizeof(float) * nn), *C = (float *)malloc(sizeof(float) * nn);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(A, nn, 21, -1.0f, 1.0f);
    bench_fill_f32(B, nn, 22, -1.0f, 1.0f);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(C, nn);
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(A[0:nn], B[0:nn]) copyout(C[0:nn])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector_length(128) present(A[0:nn], B[0:nn], C[0:nn])
            for (i = 0; i < n; i++) {
#pragma acc loop vector
                for (j = 0; j < n; j++) {
                    float sum = 0.0f;
                    for (k = 0; k < n; k++) sum += A[(size_t)i * n + k] * B[(size_t)k * n + j];
                    C[(size_t)i * n + j] = sum;
                }
            }
            t2 = bench_now_ms();
        }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, C, sizeof(float) * nn);
    return 0;
}
