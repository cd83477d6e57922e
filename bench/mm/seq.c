/* mm: C = A * B, square n x n single precision (seq reference).
 * The loop nest is already tiled the way the GPU versions compute it (128x128
 * output tile per thread block, 16x16 threads, each thread an 8x8 sub-tile
 * strided by 16, k strip-mined by 16); every C element is still
 * sum_{k=0}^{n-1} A[i * n + k]*B[k * n + j] accumulated in increasing k. */
#include "bench.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 512 : 6144, ib, jb, ti, tj, kk, k, a, b;
    float *A = (float *)malloc(sizeof(float) * n * n);
    float *B = (float *)malloc(sizeof(float) * n * n);
    float *C = (float *)malloc(sizeof(float) * n * n);
    bench_fill_f32(A, (size_t)n * n, 21, -1.0f, 1.0f);
    bench_fill_f32(B, (size_t)n * n, 22, -1.0f, 1.0f);
    bench_poison_f32(C, (size_t)n * n);
    double t0 = bench_now_ms();
#pragma omp parallel for private(jb, ti, tj, kk, k, a, b) collapse(2)
    for (ib = 0; ib < n; ib += 128)
        for (jb = 0; jb < n; jb += 128)
            for (ti = 0; ti < 16; ti++)
                for (tj = 0; tj < 16; tj++) {
                    float acc[8][8];
                    for (a = 0; a < 8; a++)
                        for (b = 0; b < 8; b++) acc[a][b] = 0.0f;
                    for (kk = 0; kk < n; kk += 16)
                        for (k = kk; k < kk + 16; k++)
                            for (a = 0; a < 8; a++)
                                for (b = 0; b < 8; b++)
                                    acc[a][b] += A[(ib + ti + 16 * a) * n + k] * B[k * n + jb + tj + 16 * b];
                    for (a = 0; a < 8; a++)
                        for (b = 0; b < 8; b++) C[(ib + ti + 16 * a) * n + jb + tj + 16 * b] = acc[a][b];
                }
    double ms = bench_now_ms() - t0;
    bench_work(2.0 * n * n * (double)n, 3.0 * n * n * sizeof(float));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, C, sizeof(float) * n * n);
    return 0;
}
