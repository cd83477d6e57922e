/* 80_opt_matmul.c: the textbook matrix multiply with only kernel, loop_partition and global directives,
 * as the optimizer's input (issue 11): C[i][j] accumulated in memory (registers keep it in a register),
 * a size known only at run time and not a multiple of the block tile (work per thread clamps the last
 * copies, shared tiling strip-mines k with a remainder), a rectangular A (n x m) times a square B (m x m). */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    int n = argc > 9 ? 64 : 70, m = argc > 9 ? 32 : 45, i, j, k;
    float *A = (float *)malloc(sizeof(float) * n * m);
    float *B = (float *)malloc(sizeof(float) * m * m);
    float *C = (float *)malloc(sizeof(float) * n * m);
#pragma hicuda shape A[n][m]
#pragma hicuda shape B[m][m]
#pragma hicuda shape C[n][m]
    double s = 0.0;
    for (i = 0; i < n * m; i++)
        A[i] = (float)((i * 7) % 13) * 0.25f - 1.0f;
    for (i = 0; i < m * m; i++)
        B[i] = (float)((i * 5) % 11) * 0.5f - 2.0f;
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc C[*][*]
#pragma hicuda kernel matmul tblock((n + 15) / 16, (m + 15) / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < m; j++) {
            C[i * m + j] = 0.0f;
            for (k = 0; k < m; k++)
                C[i * m + j] += A[i * m + k] * B[k * m + j];
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout C[*][*]
#pragma hicuda global free A B C
    for (i = 0; i < n * m; i++)
        s += C[i] * (1 + i % 5);
    printf("%.4f %.4f %.4f\n", s, C[0], C[n * m - 1]);
    free(A);
    free(B);
    free(C);
    return 0;
}
