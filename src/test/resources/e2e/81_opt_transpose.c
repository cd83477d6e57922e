/* 81_opt_transpose.c: loops written column by column (the partitioned loop along threadIdx.x indexes rows,
 * so a warp's accesses are a row apart): coalescing interchanges them; a sum over a row in a sequential
 * loop (an invariant read hoisted out of it), sizes not multiples of the block. */
#include <stdio.h>

#define N 90
#define M 75

float A[N][M], B[N][M], R[N];

int main(void)
{
    int i, j, k;
    double s = 0.0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            A[i][j] = (float)((i * 3 + j * 7) % 17) - 8.0f;
    for (i = 0; i < N; i++)
        R[i] = 0.5f + (float)(i % 4);
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc R[*] copyin
#pragma hicuda global alloc B[*][*]
#pragma hicuda kernel scale tblock(M / 4 + 1, N / 32 + 1) thread(4, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (j = 0; j < M; j++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < N; i++) {
            float t = 0.0f;
            for (k = 0; k < 3; k++)
                t += R[i] * A[i][j];
            B[i][j] = t;
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*][*]
#pragma hicuda global free A B R
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += B[i][j] * (1 + (i + 2 * j) % 7);
    printf("%.3f\n", s);
    return 0;
}
