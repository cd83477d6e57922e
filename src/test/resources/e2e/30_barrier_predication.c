/* 30_barrier_predication.c: barriers inside loops partitioned over threads whose iterations do not divide
 * evenly among the threads (issue 3). Every thread of a block runs the same number of trips and does the work
 * only of the trips where it has an iteration, so that every barrier is reached by all the threads of the block
 * (the CPU target exits with status 70 on barrier divergence). Covered: a local declared before a barrier and
 * used after it; run-time bounds with BLOCK and CYCLIC; a barrier in an unpartitioned inner loop; a negative
 * step; an unsigned loop variable; two nested partitioned loops; a thread count known only at run time; fewer
 * iterations than threads. */
#include <stdio.h>

#define N 100

float A[N];
float B[N];
float C[N];
float G[13][7];

int main(void)
{
    int n = 77;
    int nt = 24;
    int i;
    double sb = 0.0, sc = 0.0, sg = 0.0;

    for (i = 0; i < N; i++) {
        A[i] = 0.5f + (float) (i % 9);
        B[i] = 0.0f;
        C[i] = 0.0f;
    }
    for (i = 0; i < 13; i++)
        for (int j = 0; j < 7; j++)
            G[i][j] = (float) (i - j);

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*] copyin
#pragma hicuda global alloc G[*][*] copyin

    /* 100 iterations over 32 threads: 4 trips, the last one for threads 0-3 only */
#pragma hicuda kernel local tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < N; i++) {
        float x = A[i] * 2.0f;
        B[i] = x;
#pragma hicuda barrier
        C[i] = x + B[i];
    }
#pragma hicuda kernel_end

    /* BLOCK over 3 blocks of 8 threads, run-time bound, barrier in an inner loop */
#pragma hicuda kernel inner tblock(3) thread(8)
#pragma hicuda loop_partition over_tblock over_thread
    for (int j = 1; j < n; j += 2) {
        for (int r = 0; r < 3; r++) {
            B[j] += A[j];
#pragma hicuda barrier
        }
    }
#pragma hicuda kernel_end

    /* CYCLIC, counting down, run-time start */
#pragma hicuda kernel down tblock(2) thread(16)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (int j = n + 20; j >= 3; j--) {
        const float y = A[j] + 1.0f;
#pragma hicuda barrier
        C[j] = C[j] - y;
    }
#pragma hicuda kernel_end

    /* an unsigned variable: the loop runs over an iteration number */
#pragma hicuda kernel uns tblock(1) thread(24)
#pragma hicuda loop_partition over_thread
    for (unsigned u = 90; u > 10; u -= 3) {
        B[u] = B[u] * 0.5f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end

    /* nested: 13 rows over 4 threads, 7 columns over 3 threads */
#pragma hicuda kernel nested tblock(1) thread(4, 3)
#pragma hicuda loop_partition over_thread
    for (int r = 0; r < 13; r++) {
#pragma hicuda loop_partition over_thread
        for (int c = 0; c < 7; c++) {
            G[r][c] = G[r][c] * 2.0f + 1.0f;
#pragma hicuda barrier
        }
    }
#pragma hicuda kernel_end

    /* constant bounds, a thread count known only at run time */
#pragma hicuda kernel runtimeThreads tblock(1) thread(nt)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < N; i++) {
        B[i] = B[i] + 1.0f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end

    /* 10 iterations over 32 threads: one trip */
#pragma hicuda kernel few tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 10; i++) {
        A[i] = A[i] + 100.0f;
#pragma hicuda barrier
        C[i] = A[i];
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global copyout G[*][*]
#pragma hicuda global free A B C G

    for (i = 0; i < N; i++) {
        sb += B[i];
        sc += C[i];
    }
    for (i = 0; i < 13; i++)
        for (int j = 0; j < 7; j++)
            sg += G[i][j];
    printf("sumB %.3f\nsumC %.3f\nsumG %.3f\n", sb, sc, sg);
    for (i = 0; i < N; i += 11)
        printf("%d: %.3f %.3f\n", i, B[i], C[i]);
    return 0;
}
