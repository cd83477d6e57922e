/* 67_host_computed_chunks.c: the chunk of a loop partitioned in BLOCK over thread blocks with sizes known only
 * at run time is computed once by the host and passed to the kernel (docs/translation.md, "Loop partitioning").
 * Covered: run-time trip count and block count that do not divide; two loops with the same variable in one
 * kernel (two chunks, named apart); an inner partition whose bounds depend on the outer loop's variable (its
 * chunk differs per iteration: it stays in the kernel); a block count larger than the trip count (empty
 * blocks); CYCLIC partitions (no chunk). */
#include <stdio.h>

#define N 1000
#define M 40

float A[N], B[N], C[N];
float T[M][M];

int main(void)
{
    int n = 997, nb = 7, m = 29, many = 50;
    int i, j;
    for (i = 0; i < N; i++) {
        A[i] = (float)(i % 13) - 6.0f;
        B[i] = 0.0f;
        C[i] = 0.0f;
    }
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            T[i][j] = 0.0f;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*] copyin
#pragma hicuda global alloc T[*][*] copyin

    /* 997 iterations over 7 blocks of 32 threads, twice with the same loop variable */
#pragma hicuda kernel twice tblock(nb) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        B[i] = A[i] * 2.0f + 1.0f;
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < n - 3; i += 2)
        C[i] = A[i] - A[i + 1];
#pragma hicuda kernel_end

    /* the inner trip count depends on i: its chunk is computed per iteration in the kernel */
#pragma hicuda kernel triangle tblock(nb, 3) thread(8)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < m; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j <= i; j++)
            T[i][j] = (float)(i * 100 + j);
    }
#pragma hicuda kernel_end

    /* more blocks than iterations: the last blocks have none */
#pragma hicuda kernel sparse tblock(many) thread(4)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < m; i++)
        A[i] = A[i] + 0.5f;
#pragma hicuda kernel_end

#pragma hicuda global copyout A[*]
#pragma hicuda global copyout B[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global copyout T[*][*]
#pragma hicuda global free A B C T

    double sa = 0.0, sb = 0.0, sc = 0.0, st = 0.0;
    for (i = 0; i < N; i++) {
        sa += A[i] * (i % 7 + 1);
        sb += B[i] * (i % 5 + 1);
        sc += C[i] * (i % 3 + 1);
    }
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            st += T[i][j] * (j + 1);
    printf("%.3f %.3f %.3f %.3f\n", sa, sb, sc, st);
    printf("%.3f %.3f %.3f %.3f\n", B[0], B[996], C[1], C[993]);
    return 0;
}
