/* 20_interproc_data.c: data directives in main, kernel regions in a called function (paper §5.7.2: the
 * global directives reaching a kernel may be in a different procedure).  The arrays are file-scope, so the
 * callee refers to the same variables; the kernel function is called from inside a host loop. */
#include <stdio.h>

#define R 32
#define C 96

float P[R][C];
float Q[R][C];

static void step(int parity)
{
    int i, j;
#pragma hicuda kernel stepKernel tblock(4, 3) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++) {
            if (parity == 0)
                Q[i][j] = 0.5f * P[i][j] + 0.25f * P[(i + 1) % R][j] + 0.25f;
            else
                P[i][j] = 0.5f * Q[i][j] + 0.25f * Q[i][(j + 1) % C] + 0.25f;
        }
    }
#pragma hicuda kernel_end
}

int main(void)
{
    int i, j, k;
    double sp = 0.0, sq = 0.0;

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            P[i][j] = (float)((i * 5 + j * 3) % 17) * 0.25f + 0.5f;
            Q[i][j] = 0.0f;
        }

#pragma hicuda global alloc P[*][*] copyin
#pragma hicuda global alloc Q[*][*]

    for (k = 0; k < 6; k++)
        step(k % 2);

#pragma hicuda global copyout P[*][*]
#pragma hicuda global copyout Q[*][*]
#pragma hicuda global free P Q

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            sp += P[i][j];
            sq += Q[i][j];
        }
    printf("sumP %.5f\nsumQ %.5f\n", sp, sq);
    for (i = 0; i < R; i += 5)
        printf("P[%d][%d] = %.5f Q[%d][%d] = %.5f\n", i, i * 3, P[i][i * 3], i, i * 2, Q[i][i * 2]);
    return 0;
}
