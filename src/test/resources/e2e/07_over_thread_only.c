/* 07_over_thread_only.c: loop_partition over_thread alone: a single-block kernel (tblock(1) thread(128)) on a
 * loop of 1000 iterations, a 2-D thread space thread(8,16) with tblock(1) over two nested loops, and an
 * over_thread-only loop nested under a loop that is not partitioned at all. */
#include <stdio.h>

#define N 1000
#define R 20
#define C 45

float A[N];
float B[N];
float G[R][C];
float S[4][N];

int main(void)
{
    int i, j, k;
    double sb = 0.0, sg = 0.0, ss = 0.0;

    for (i = 0; i < N; i++)
        A[i] = 1.0f + (float)((i * 7) % 23) / 23.0f;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda global alloc G[*][*]
#pragma hicuda global alloc S[*][*]

#pragma hicuda kernel threadsOnly tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < N; i++)
        B[i] = A[i] + A[N - 1 - i];
#pragma hicuda kernel_end

#pragma hicuda kernel threads2d tblock(1) thread(8, 16)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < C; j++)
            G[i][j] = A[i * C + j] * (float)(i + 1);
    }
#pragma hicuda kernel_end

#pragma hicuda kernel threadsInner tblock(1) thread(64)
    for (k = 0; k < 4; k++) {
#pragma hicuda loop_partition over_thread
        for (i = 0; i < N; i++)
            S[k][i] = A[i] * (float)(k + 1) + 0.5f;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global copyout G[*][*]
#pragma hicuda global copyout S[*][*]
#pragma hicuda global free A B G S

    for (i = 0; i < N; i++) {
        sb += B[i];
        for (k = 0; k < 4; k++)
            ss += S[k][i];
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            sg += G[i][j];
    printf("sumB %.5f\nsumG %.5f\nsumS %.5f\n", sb, sg, ss);
    for (i = 0; i < N; i += 111)
        printf("B[%d] = %.5f S[3][%d] = %.5f\n", i, B[i], i, S[3][i]);
    for (i = 0; i < R; i += 3)
        printf("G[%d][%d] = %.5f\n", i, (i * 2) % C, G[i][(i * 2) % C]);
    return 0;
}
