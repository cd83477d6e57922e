/* 23_typedef.c: typedef'd element types in arrays used by kernels (real_t = float, index_t = int, a typedef of
 * a typedef, and a typedef'd 2-D row type) and typedef'd local variables inside the kernel. */
#include <stdio.h>

typedef float real_t;
typedef int index_t;
typedef real_t scalar_t;
#define N 1536
#define C 32
typedef real_t row_t[C];

real_t X[N];
scalar_t Y[N];
index_t PERM[N];
row_t TAB[N / C];

int main(void)
{
    index_t i, j;
    double sy = 0.0, st = 0.0;

    for (i = 0; i < N; i++) {
        X[i] = (real_t)0.5 + (real_t)(i % 37) / (real_t)37;
        PERM[i] = (i * 7) % N;
    }

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc PERM[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc TAB[*][*]

#pragma hicuda kernel typedefs tblock(6) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        index_t k = PERM[i];
        scalar_t v = X[k] * (real_t)2 + X[i];
        Y[i] = v;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel rows tblock(N / C) thread(C)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < N / C; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < C; j++)
            TAB[i][j] = Y[i * C + j] + (real_t)j;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout TAB[*][*]
#pragma hicuda global free X PERM Y TAB

    for (i = 0; i < N; i++)
        sy += Y[i];
    for (i = 0; i < N / C; i++)
        for (j = 0; j < C; j++)
            st += TAB[i][j];
    printf("sumY %.5f\nsumTAB %.5f\n", sy, st);
    for (i = 0; i < N; i += 127)
        printf("Y[%d] = %.5f TAB[%d][%d] = %.5f\n", i, Y[i], i / C, i % C, TAB[i / C][i % C]);
    return 0;
}
