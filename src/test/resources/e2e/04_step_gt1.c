/* 04_step_gt1.c: loops with steps > 1 (i += 3 over_tblock over_thread, j += 4 with a nonzero start and
 * over_thread only, i += 5 with over_tblock(CYCLIC)); the elements not visited keep their copied-in values. */
#include <stdio.h>

#define N 2000
#define R 40
#define S 130

float A[N];
float G[R][S];
float H[N];

int main(void)
{
    int i, j;
    double sa = 0.0, sg = 0.0, sh = 0.0;

    for (i = 0; i < N; i++) {
        A[i] = 1.0f;
        H[i] = 0.5f;
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < S; j++)
            G[i][j] = 0.25f;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc G[*][*] copyin
#pragma hicuda global alloc H[*] copyin

#pragma hicuda kernel stride3 tblock(4) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 2; i < N; i += 3)
        A[i] = (float)(i % 17) + 0.5f;
#pragma hicuda kernel_end

#pragma hicuda kernel stride4 tblock(R) thread(16)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 1; j < S; j += 4)
            G[i][j] = (float)(i + 1) * 0.01f + (float)j * 0.1f;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel stride5 tblock(3) thread(1)
#pragma hicuda loop_partition over_tblock(CYCLIC)
    for (i = 4; i < N; i += 5)
        H[i] = A[i] + 1.0f;
#pragma hicuda kernel_end

#pragma hicuda global copyout A[*]
#pragma hicuda global copyout G[*][*]
#pragma hicuda global copyout H[*]
#pragma hicuda global free A G H

    for (i = 0; i < N; i++) {
        sa += A[i];
        sh += H[i];
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < S; j++)
            sg += G[i][j];
    printf("sumA %.5f\nsumG %.5f\nsumH %.5f\n", sa, sg, sh);
    for (i = 0; i < 24; i++)
        printf("A[%d] = %.5f H[%d] = %.5f G[%d][%d] = %.5f\n", i, A[i], i, H[i], i, i + 100, G[i][i + 100]);
    return 0;
}
