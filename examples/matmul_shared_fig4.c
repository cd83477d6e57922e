/* matmul_shared_fig4.c: the paper's Fig. 4 hiCUDA matrix multiply as printed (global alloc/copyin, 2-D
 * tblock/thread spaces, strip-mined kk loop, shared alloc A[i][kk:kk+31] / B[kk:kk+31][j] copyin, barrier,
 * shared remove A B), with the sizes generalized to square N x N (N a macro, default 256; the benchmark uses
 * 4096; build with -DN=64 for a smaller run).  N must be a multiple of 32. */
#include <stdio.h>

#ifndef N
#define N 256
#endif

float A[N][N];
float B[N][N];
float C[N][N];

static unsigned int seed = 4096u;

static void randomInitArr(float *data, int size)
{
    int n;
    for (n = 0; n < size; n++) {
        seed = seed * 1103515245u + 12345u;
        data[n] = (float)((seed >> 8) & 0xFFFF) / 65536.0f + 0.25f;
    }
}

static void printMatrix(float *data, int rows, int cols)
{
    int r;
    double sum = 0.0;
    for (r = 0; r < rows * cols; r++)
        sum += data[r];
    printf("mean/N %.5f\n", sum / ((double)rows * cols) / N);
    for (r = 0; r < rows; r += rows / 16)
        printf("C[%d][%d]/N = %.5f\n", r, (r * 5) % cols, data[r * cols + (r * 5) % cols] / N);
}

int main(void)
{
    int i, j, k, kk;

    randomInitArr((float *)A, N * N);
    randomInitArr((float *)B, N * N);

#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc C[*][*]

#pragma hicuda kernel matrixMul tblock(N/16, N/16) thread(16, 16)

#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < N; ++j) {
            float sum = 0;
            for (kk = 0; kk < N; kk += 32) {
#pragma hicuda shared alloc A[i][kk:kk+31] copyin
#pragma hicuda shared alloc B[kk:kk+31][j] copyin

                for (k = 0; k < 32; ++k) {
                    sum += A[i][kk+k] * B[kk+k][j];
                }

#pragma hicuda barrier
#pragma hicuda shared remove A B
            }
            C[i][j] = sum;
        }
    }

#pragma hicuda kernel_end

#pragma hicuda global copyout C[*][*]
#pragma hicuda global free A B C

    printMatrix((float *)C, N, N);
    return 0;
}
