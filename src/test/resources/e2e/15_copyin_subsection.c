/* 15_copyin_subsection.c: the paper's Fig. 9 directives: A[8][7] allocated as A[*][1:6] (columns 1..6 only),
 * only the sub-section A[0:3][1:3] copied in, the kernel reads only that sub-section and writes A[4:7][4:6],
 * which is copied out (Fig. 9 writes A[4:8][4:6], one row past the end of an 8-row array; we use [4:7]).
 * A second array uses a 2-D interior sub-section copyin of a full allocation. */
#include <stdio.h>

#define R 40
#define C 50

int A[8][7];
float G[R][C];
float H[R][C];

int main(void)
{
    int i, j;
    long long sa = 0;
    double sh = 0.0;

    for (i = 0; i < 8; i++)
        for (j = 0; j < 7; j++)
            A[i][j] = i * 10 + j + 1;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            G[i][j] = 1.0f + (float)((i * 3 + j * 5) % 23) * 0.1f;
            H[i][j] = 0.0f;
        }

#pragma hicuda global alloc A[*][1:6] copyin A[0:3][1:3]

#pragma hicuda kernel subsec tblock(1) thread(4, 3)
#pragma hicuda loop_partition over_thread
    for (i = 4; i < 8; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 4; j <= 6; j++)
            A[i][j] = A[i - 4][j - 3] * 100 + A[i - 4][1] + A[i - 4][3] * 3;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout A[4:7][4:6]
#pragma hicuda global free A

#pragma hicuda global alloc G[*][*] copyin G[5:34][10:39]
#pragma hicuda global alloc H[5:34][10:39]

#pragma hicuda kernel interior tblock(3, 2) thread(10, 15)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 5; i < 35; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 10; j < 40; j++)
            H[i][j] = G[i][j] * 2.0f + G[i][j] * G[i][j];
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout H[5:34][10:39]
#pragma hicuda global free G H

    for (i = 0; i < 8; i++) {
        for (j = 0; j < 7; j++) {
            sa += A[i][j];
            printf("%6d", A[i][j]);
        }
        printf("\n");
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            sh += H[i][j];
    printf("sumA %lld\nsumH %.5f\n", sa, sh);
    for (i = 0; i < R; i += 3)
        printf("H[%d][%d] = %.5f\n", i, (i + 11) % C, H[i][(i + 11) % C]);
    return 0;
}
