/* mm: C = A * B, hiCUDA version.  Same loop nest as seq.c: thread block (ib,jb)
 * owns a 128x128 tile of C; its 16x16 threads each own an 8x8 sub-tile
 * strided by 16 (cyclic over_thread); A[ib:ib+127][kk:kk+15] and
 * B[kk:kk+15][jb:jb+127] are staged in shared memory per k strip. */
#include "bench.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 512 : 6144, ib, jb, ti, tj, kk, k, a, b, r;
    float *A = (float *)malloc(sizeof(float) * n * n);
    float *B = (float *)malloc(sizeof(float) * n * n);
    float *C = (float *)malloc(sizeof(float) * n * n);
#pragma hicuda shape A[n][n]
#pragma hicuda shape B[n][n]
#pragma hicuda shape C[n][n]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(A, (size_t)n * n, 21, -1.0f, 1.0f);
    bench_fill_f32(B, (size_t)n * n, 22, -1.0f, 1.0f);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(C, (size_t)n * n);
        double t0 = bench_now_ms();
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc C[*][*]
        double t1 = bench_now_ms();
#pragma hicuda kernel matmul tblock(n / 128, n / 128) thread(16, 16)
#pragma hicuda loop_partition over_tblock
        for (ib = 0; ib < n; ib += 128) {
#pragma hicuda loop_partition over_tblock
            for (jb = 0; jb < n; jb += 128) {
#pragma hicuda loop_partition over_thread
                for (ti = 0; ti < 16; ti++) {
#pragma hicuda loop_partition over_thread
                    for (tj = 0; tj < 16; tj++) {
                        float acc[8][8];
                        for (a = 0; a < 8; a++)
                            for (b = 0; b < 8; b++) acc[a][b] = 0.0f;
                        for (kk = 0; kk < n; kk += 16) {
#pragma hicuda shared alloc A[ib:ib+127][kk:kk+15] copyin
#pragma hicuda shared alloc B[kk:kk+15][jb:jb+127] copyin
#pragma hicuda barrier
                            for (k = kk; k < kk + 16; k++)
                                for (a = 0; a < 8; a++)
                                    for (b = 0; b < 8; b++)
                                        acc[a][b] += A[(ib + ti + 16 * a) * n + k] * B[k * n + jb + tj + 16 * b];
#pragma hicuda barrier
#pragma hicuda shared remove A B
                        }
                        for (a = 0; a < 8; a++)
                            for (b = 0; b < 8; b++) C[(ib + ti + 16 * a) * n + jb + tj + 16 * b] = acc[a][b];
                    }
                }
            }
        }
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout C[*][*]
#pragma hicuda global free A B C
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, C, sizeof(float) * n * n);
    return 0;
}
