/* partition_fig6.c: the paper's Fig. 6 loop-partitioning example, reconstructed from the text (the figure is
 * missing from the extraction).  Virtual grid tblock(2,3) thread(2):
 *   loop i: over_tblock (default BLOCK)          LB = 1, over the 2 block rows (NI = 7: 4 + 3, uneven)
 *   loop p: not partitioned, executed by every thread (a per-thread redundant reduction into a local)
 *   loop j: over_tblock over_thread              LB = 2, LT = 1; 12 iterations -> 4 per block group, 2 per thread
 *   loop k: over_tblock(CYCLIC)                  LB = 2; NK = 10 iterations over 3 block groups (uneven)
 *     loop q: over_thread                        LT = 1; NQ = 5 iterations over 2 threads (uneven)
 * Assumption: the paper only says loop k is distributed "similarly" to i but CYCLIC; to avoid having both
 * threads of a block write the same element, k's body is itself partitioned over threads (loop q). */
#include <stdio.h>

#define NI 7
#define NJ 12
#define NK 10
#define NQ 5
#define NP 16

float V[NI][NP];
float X[NI][NJ];
float Y[NI][NK][NQ];

int main(void)
{
    int i, j, k, p, q;
    double sx = 0.0, sy = 0.0;

    for (i = 0; i < NI; i++)
        for (p = 0; p < NP; p++)
            V[i][p] = 0.125f * (float)(1 + (i * 5 + p * 3) % 17);

#pragma hicuda global alloc V[*][*] copyin
#pragma hicuda global alloc X[*][*]
#pragma hicuda global alloc Y[*][*][*]

#pragma hicuda kernel fig6 tblock(2,3) thread(2)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < NI; i++) {
        float s = 0.0f;
        /* loop p: executed by every thread */
        for (p = 0; p < NP; p++)
            s += V[i][p];

#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < NJ; j++)
            X[i][j] = s + (float)(j * 2 + 1) * 0.5f;

#pragma hicuda loop_partition over_tblock(CYCLIC)
        for (k = 0; k < NK; k++) {
#pragma hicuda loop_partition over_thread
            for (q = 0; q < NQ; q++)
                Y[i][k][q] = s * 0.25f + (float)(k * NQ + q) + 1.0f;
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout X[*][*]
#pragma hicuda global copyout Y[*][*][*]
#pragma hicuda global free V X Y

    for (i = 0; i < NI; i++) {
        for (j = 0; j < NJ; j++)
            sx += X[i][j];
        for (k = 0; k < NK; k++)
            for (q = 0; q < NQ; q++)
                sy += Y[i][k][q];
    }
    printf("sumX %.5f\n", sx);
    printf("sumY %.5f\n", sy);
    for (i = 0; i < NI; i++)
        printf("X[%d][0] = %.5f X[%d][11] = %.5f Y[%d][%d][%d] = %.5f\n", i, X[i][0], i, X[i][11],
               i, (i * 3) % NK, i % NQ, Y[i][(i * 3) % NK][i % NQ]);
    return 0;
}
