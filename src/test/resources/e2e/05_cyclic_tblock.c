/* 05_cyclic_tblock.c: over_tblock(CYCLIC) with over_thread (block-cyclic with block size = thread count) on a
 * 1-D loop, over_tblock(CYCLIC) without over_thread (one thread per block), and explicit over_tblock(BLOCK)
 * over_thread on the inner loop of the same 2-D kernel; trip counts are not multiples of the grid. */
#include <stdio.h>

#define N 5003
#define R 37
#define C 150

double X[N];
double Y[N];
double M[R][C];
double RS[R];

int main(void)
{
    int i, j;
    double sy = 0.0, sm = 0.0, sr = 0.0;

    for (i = 0; i < N; i++)
        X[i] = 1.0 + (double)((i * 31) % 97) / 97.0;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            M[i][j] = 0.5 + (double)((i + j) % 11) * 0.1;

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc M[*][*] copyin
#pragma hicuda global alloc RS[*]

#pragma hicuda kernel cyclic1d tblock(7) thread(32)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (i = 0; i < N; i++)
        Y[i] = X[i] * X[i] + (double)i * 0.0001;
#pragma hicuda kernel_end

#pragma hicuda kernel cyclic2d tblock(4, 3) thread(16)
#pragma hicuda loop_partition over_tblock(CYCLIC)
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock(BLOCK) over_thread
        for (j = 0; j < C; j++)
            M[i][j] = M[i][j] * 2.0 + (double)i;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel rowSums tblock(5) thread(1)
#pragma hicuda loop_partition over_tblock(CYCLIC)
    for (i = 0; i < R; i++) {
        double s = 0.0;
        for (j = 0; j < C; j++)
            s += M[i][j];
        RS[i] = s;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout M[*][*]
#pragma hicuda global copyout RS[*]
#pragma hicuda global free X Y M RS

    for (i = 0; i < N; i++)
        sy += Y[i];
    for (i = 0; i < R; i++) {
        sr += RS[i];
        for (j = 0; j < C; j++)
            sm += M[i][j];
    }
    printf("sumY %.5f\nsumM %.5f\nsumRS %.5f\n", sy, sm, sr);
    for (i = 0; i < N; i += 499)
        printf("Y[%d] = %.5f\n", i, Y[i]);
    for (i = 0; i < R; i += 4)
        printf("RS[%d] = %.5f M[%d][%d] = %.5f\n", i, RS[i], i, (i * 13) % C, M[i][(i * 13) % C]);
    return 0;
}
