/* 52_shared_copyout.c: shared copyout: (1) a tile of T cached with copyin, updated in shared memory by its owner
 * thread, and written back with "shared copyout T[i][j]" (merged over the block's 4x32 iterations) before
 * "shared remove"; (2) an output-only shared tile (shared alloc without copyin) filled by the threads and
 * written back with "shared copyout(nobndcheck)". Barriers order the writes before the copyouts. */
#include <stdio.h>

#define R 32
#define C 64

float T[R][C];
float S[R][C];
float U[R][C];

int main(void)
{
    int i, j;
    double st = 0.0, su = 0.0;

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            T[i][j] = 1.0f + (float)((i * 9 + j * 4) % 25) / 25.0f;
            S[i][j] = 0.5f + (float)((i + j) % 8) * 0.125f;
            U[i][j] = 0.0f;
        }

#pragma hicuda global alloc T[*][*] copyin
#pragma hicuda global alloc S[*][*] copyin
#pragma hicuda global alloc U[*][*]

#pragma hicuda kernel tileUpdate tblock(R/4) thread(4, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < C; j++) {
#pragma hicuda shared alloc T[i][j] copyin
            T[i][j] = T[i][j] * 2.0f + S[i][j];
#pragma hicuda barrier
#pragma hicuda shared copyout T[i][j]
#pragma hicuda barrier
#pragma hicuda shared remove T
        }
    }
#pragma hicuda kernel_end

#pragma hicuda kernel tileOut tblock(R/8, C/32) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++) {
#pragma hicuda shared alloc U[i][j]
            U[i][j] = T[i][j] + 0.5f * S[i][j] * S[i][j];
#pragma hicuda barrier
#pragma hicuda shared copyout(nobndcheck) U[i][j]
#pragma hicuda shared remove U
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout T[*][*]
#pragma hicuda global copyout U[*][*]
#pragma hicuda global free T S U

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            st += T[i][j];
            su += U[i][j];
        }
    printf("sumT %.5f\nsumU %.5f\n", st, su);
    for (i = 0; i < R; i += 3)
        printf("T[%d][%d] = %.5f U[%d][%d] = %.5f\n", i, (i * 7) % C, T[i][(i * 7) % C], i, (i * 11) % C,
               U[i][(i * 11) % C]);
    return 0;
}
