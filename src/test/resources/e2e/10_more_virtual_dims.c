/* 10_more_virtual_dims.c: virtual spaces with more dimensions than CUDA has (tblock(2,2,3,2) and
 * thread(2,4,2,4) over a 4-deep partitioned nest, so the compiler must collapse dimensions), and a kernel whose
 * virtual spaces have more dimensions than partitioned loops (tblock(4,2,2) thread(16,2): the extra block and
 * thread dimensions redundantly execute the same iterations, writing identical values). */
#include <stdio.h>

#define D1 4
#define D2 6
#define D3 6
#define D4 8
#define N 256

float A[D1][D2][D3][D4];
float V[N];
float W[N];

int main(void)
{
    int a, b, c, d, i;
    double sa = 0.0, sw = 0.0;

    for (i = 0; i < N; i++)
        V[i] = 1.0f + (float)(i % 10) * 0.1f;

#pragma hicuda global alloc A[*][*][*][*]
#pragma hicuda global alloc V[*] copyin
#pragma hicuda global alloc W[*]

#pragma hicuda kernel fourD tblock(2, 2, 3, 2) thread(2, 4, 2, 4)
#pragma hicuda loop_partition over_tblock over_thread
    for (a = 0; a < D1; a++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (b = 0; b < D2; b++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (c = 0; c < D3; c++) {
#pragma hicuda loop_partition over_tblock over_thread
                for (d = 0; d < D4; d++)
                    A[a][b][c][d] = V[(a * 64 + b * 16 + c * 4 + d) % N] * (float)(a + 1) + (float)(b * c) * 0.01f
                                    + (float)d;
            }
        }
    }
#pragma hicuda kernel_end

#pragma hicuda kernel extraDims tblock(4, 2, 2) thread(16, 2)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        W[i] = V[i] * V[i] + 0.5f;
#pragma hicuda kernel_end

#pragma hicuda global copyout A[*][*][*][*]
#pragma hicuda global copyout W[*]
#pragma hicuda global free A V W

    for (a = 0; a < D1; a++)
        for (b = 0; b < D2; b++)
            for (c = 0; c < D3; c++)
                for (d = 0; d < D4; d++)
                    sa += A[a][b][c][d];
    for (i = 0; i < N; i++)
        sw += W[i];
    printf("sumA %.5f\nsumW %.5f\n", sa, sw);
    for (a = 0; a < D1; a++)
        for (b = 0; b < D2; b += 2)
            printf("A[%d][%d][%d][%d] = %.5f\n", a, b, (a + b) % D3, (a * b) % D4, A[a][b][(a + b) % D3][(a * b) % D4]);
    for (i = 0; i < N; i += 37)
        printf("W[%d] = %.5f\n", i, W[i]);
    return 0;
}
