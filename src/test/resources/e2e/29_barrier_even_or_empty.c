/* 29_barrier_even_or_empty.c: barriers inside loops partitioned over threads (issue 3): an even split known
 * at compile time, a loop that runs no iteration with constant bounds (every thread reaches the barrier
 * zero times), and a loop whose run-time bounds leave it empty (its trip-count formula is negative: the
 * host's even-split check must let it run, not refuse it). */
#include <stdio.h>

#define N 256

float A[N];
float B[N];

int main(void)
{
    int m = 10; /* m - 24 < 0: the third loop runs no iteration */
    int i;

    for (i = 0; i < N; i++) {
        A[i] = (float) i;
        B[i] = -1.0f;
    }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin

#pragma hicuda kernel even tblock(2) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        B[i] = A[i] * 2.0f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end

#pragma hicuda kernel emptyConst tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 40; i < 9; i++) {
        B[i] = 0.0f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end

#pragma hicuda kernel emptyAtRunTime tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < m - 24; i++) {
        B[i] = 0.0f;
#pragma hicuda barrier
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global free A B

    for (i = 0; i < N; i += 15)
        printf("B[%d] = %.1f\n", i, B[i]);
    return 0;
}
