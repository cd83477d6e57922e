/* 06_block_tblock_only.c: over_tblock without over_thread: default BLOCK (no distr-type) on a loop with one
 * thread per block, explicit over_tblock(BLOCK) on an outer loop whose inner loop is over_thread, and a
 * 2-D over_tblock-only nest; all trip counts leave some blocks with fewer (or no) iterations. */
#include <stdio.h>

#define N 1001
#define R 50
#define C 77

float A[N];
float B[N];
float G[R][C];
float H[R][C];

int main(void)
{
    int i, j;
    double sb = 0.0, sg = 0.0, sh = 0.0;

    for (i = 0; i < N; i++)
        A[i] = 0.5f + (float)(i % 19) / 19.0f;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            G[i][j] = (float)(i * C + j) * 0.001f + 1.0f;
            H[i][j] = 0.0f;
        }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda global alloc G[*][*] copyin
#pragma hicuda global alloc H[*][*] copyin

#pragma hicuda kernel blockOnly tblock(9) thread(1)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < N; i++)
        B[i] = A[i] * 3.0f - 1.0f;
#pragma hicuda kernel_end

#pragma hicuda kernel blockRows tblock(8) thread(32)
#pragma hicuda loop_partition over_tblock(BLOCK)
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < C; j++)
            G[i][j] = G[i][j] * G[i][j];
    }
#pragma hicuda kernel_end

#pragma hicuda kernel block2d tblock(6, 10) thread(1)
#pragma hicuda loop_partition over_tblock(BLOCK)
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock(BLOCK)
        for (j = 0; j < C; j++)
            H[i][j] = G[i][j] + (float)(i - j) * 0.01f + 2.0f;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global copyout G[*][*]
#pragma hicuda global copyout H[*][*]
#pragma hicuda global free A B G H

    for (i = 0; i < N; i++)
        sb += B[i];
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            sg += G[i][j];
            sh += H[i][j];
        }
    printf("sumB %.5f\nsumG %.5f\nsumH %.5f\n", sb, sg, sh);
    for (i = 0; i < R; i += 7)
        printf("B[%d] = %.5f G[%d][%d] = %.5f H[%d][%d] = %.5f\n", i * 20, B[i * 20], i, (i * 3) % C,
               G[i][(i * 3) % C], i, (i * 5) % C, H[i][(i * 5) % C]);
    return 0;
}
