/* matmul_global.c: the paper's matrix multiply (Fig. 3/4 without the shared directives), C = A * B with
 * 2-D tblock and thread spaces; A is 64x128, B is 128x32, C is 64x32 exactly as in the paper. */
#include <stdio.h>

#define M 64
#define K 128
#define P 32

float A[M][K];
float B[K][P];
float C[M][P];

static unsigned int seed = 2009u;

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
    int r, c;
    double sum = 0.0;
    for (r = 0; r < rows; r++)
        for (c = 0; c < cols; c++)
            sum += data[r * cols + c];
    printf("mean %.5f\n", sum / (rows * cols));
    for (r = 0; r < rows; r += 9)
        for (c = 0; c < cols; c += 7)
            printf("C[%d][%d] = %.5f\n", r, c, data[r * cols + c]);
}

int main(void)
{
    int i, j, k;

    // Randomly init A and B.
    randomInitArr((float *)A, M * K);
    randomInitArr((float *)B, K * P);

#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc C[*][*]

    // C = A * B
#pragma hicuda kernel matrixMul tblock(4,2) thread(16,16)

#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < M; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < P; ++j) {
            float sum = 0;
            for (k = 0; k < K; ++k) {
                sum += A[i][k] * B[k][j];
            }
            C[i][j] = sum;
        }
    }

#pragma hicuda kernel_end

#pragma hicuda global copyout C[*][*]
#pragma hicuda global free A B C

    printMatrix((float *)C, M, P);
    return 0;
}
