/* 08_uneven.c: iteration counts not divisible by the block or thread counts: 1-D (997 over 7 x 33), 2-D
 * (61 x 83 over tblock(5,3) thread(7,9)), and fewer iterations than threads (10 iterations over 64 threads). */
#include <stdio.h>

#define N 997
#define R 61
#define C 83

float A[N];
float B[N];
float G[R][C];
float T[16];

int main(void)
{
    int i, j;
    double sb = 0.0, sg = 0.0, st = 0.0;

    for (i = 0; i < N; i++)
        A[i] = 0.75f + (float)((i * 11) % 41) / 41.0f;
    for (i = 0; i < 16; i++)
        T[i] = -1.0f;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda global alloc G[*][*]
#pragma hicuda global alloc T[*] copyin

#pragma hicuda kernel uneven1d tblock(7) thread(33)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        B[i] = A[i] * 1.5f + 0.25f;
#pragma hicuda kernel_end

#pragma hicuda kernel uneven2d tblock(5, 3) thread(7, 9)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++)
            G[i][j] = A[(i * C + j) % N] + (float)i * 0.5f + (float)j * 0.25f;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel fewIters tblock(1) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 3; i < 13; i++)
        T[i] = A[i] + 10.0f;
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global copyout G[*][*]
#pragma hicuda global copyout T[*]
#pragma hicuda global free A B G T

    for (i = 0; i < N; i++)
        sb += B[i];
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            sg += G[i][j];
    for (i = 0; i < 16; i++) {
        st += T[i];
        printf("T[%d] = %.5f\n", i, T[i]);
    }
    printf("sumB %.5f\nsumG %.5f\nsumT %.5f\n", sb, sg, st);
    for (i = 0; i < R; i += 6)
        printf("B[%d] = %.5f G[%d][%d] = %.5f G[%d][%d] = %.5f\n", i * 16, B[i * 16], i, C - 1, G[i][C - 1], i,
               i % C, G[i][i % C]);
    return 0;
}
