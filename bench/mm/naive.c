/* mm: C = A * B.
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * The textbook triple loop: C[i][j] accumulated over k in increasing order (what seq.c sums). */
#include "bench.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 512 : 6144, i, j, k, r;
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
#pragma hicuda kernel matmul tblock(n / 16, n / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
for (i = 0; i < n; i++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (j = 0; j < n; j++) {
        C[i * n + j] = 0.0f;
        for (k = 0; k < n; k++)
            C[i * n + j] += A[i * n + k] * B[k * n + j];
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
