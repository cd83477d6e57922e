/* Shared sections that slide along the sequential loop around them (docs/translation.md, "Pipelined copies"):
 * each iteration copies only the planes that enter the section, the others staying in a ring of slots.
 * Upward and downward walks, a step of 2 over a section of 3 planes, a ring along the last dimension (no
 * vector copies), and a 3-D section over a grid whose sizes are no multiples of the block (edge tiles take
 * the guarded path). */
#include <stdio.h>

#define NX 77
#define NY 45
#define NZ 14
#define TX 32
#define TY 4

double A[NY][NX], B[NY][NX], C[NY][NX], D[NY][NX], E[NY][NX];
float U[NZ][NY][NX], V[NZ][NY][NX];

int main(void)
{
    int i, j, k, jj, ii, kk;
    double s = 0.0;
    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++) {
            A[j][i] = (double)((j * 13 + i * 7) % 19) - 9.0;
            B[j][i] = C[j][i] = D[j][i] = E[j][i] = 0.0;
        }
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++) {
                U[k][j][i] = (float)((k * 5 + j * 3 + i) % 11) - 5.0f;
                V[k][j][i] = 0.0f;
            }

#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc C[*][*] copyin
#pragma hicuda global alloc D[*][*] copyin
#pragma hicuda global alloc E[*][*] copyin
#pragma hicuda global alloc U[*][*][*] copyin
#pragma hicuda global alloc V[*][*][*] copyin

    /* up: rows j-1 .. j+1 of a column strip, one new row an iteration */
#pragma hicuda kernel up tblock(3) thread(TX)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < NX - 1; i++) {
        for (j = 1; j < NY - 1; j++) {
#pragma hicuda shared alloc A[j-1:j+1][i-1:i+1] copyin
            B[j][i] = A[j - 1][i] + 2.0 * A[j][i - 1] - A[j][i + 1] + 0.5 * A[j + 1][i] + A[j - 1][i + 1];
#pragma hicuda barrier
#pragma hicuda shared remove A
        }
    }
#pragma hicuda kernel_end

    /* down: the same walk from the top, the new row entering at the bottom of the section */
#pragma hicuda kernel down tblock(3) thread(TX)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < NX - 1; i++) {
        for (j = NY - 2; j >= 1; j--) {
#pragma hicuda shared alloc A[j-1:j+1][i-1:i+1] copyin
            C[j][i] = 3.0 * A[j - 1][i] - A[j][i - 1] + A[j][i + 1] - A[j + 1][i - 1] + A[j + 1][i];
#pragma hicuda barrier
#pragma hicuda shared remove A
        }
    }
#pragma hicuda kernel_end

    /* a step of 2 over 3 rows: one row stays, two enter */
#pragma hicuda kernel skip tblock(3) thread(TX)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < NX - 1; i++) {
        for (j = 1; j < NY - 1; j += 2) {
#pragma hicuda shared alloc A[j-1:j+1][i-1:i+1] copyin
            D[j][i] = A[j - 1][i] - A[j + 1][i] + A[j][i - 1] * A[j][i + 1];
#pragma hicuda barrier
#pragma hicuda shared remove A
        }
    }
#pragma hicuda kernel_end

    /* along the rows: the section slides in its last dimension */
#pragma hicuda kernel along tblock(11) thread(TY)
#pragma hicuda loop_partition over_tblock over_thread
    for (j = 0; j < NY - 1; j++) {
        for (i = 1; i < NX - 1; i++) {
#pragma hicuda shared alloc A[j:j+1][i-1:i+1] copyin
            E[j][i] = A[j][i - 1] + A[j][i] * A[j + 1][i] - A[j][i + 1] + A[j + 1][i + 1];
#pragma hicuda barrier
#pragma hicuda shared remove A
        }
    }
#pragma hicuda kernel_end

    /* 3-D: planes k-1 .. k+1 of a TY x TX column, walked in chunks of 4 planes */
#pragma hicuda kernel planes tblock(3, 11, 3) thread(TY, TX)
#pragma hicuda loop_partition over_tblock
    for (kk = 1; kk < NZ - 1; kk += 4) {
#pragma hicuda loop_partition over_tblock over_thread
        for (jj = 1; jj < NY - 1; jj++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (ii = 1; ii < NX - 1; ii++) {
                for (k = kk; k < kk + 4; k++) {
#pragma hicuda shared alloc U[k-1:k+1][jj-1:jj+1][ii-1:ii+1] copyin
                    V[k][jj][ii] = U[k - 1][jj][ii] + U[k + 1][jj][ii] - 0.5f * (U[k][jj - 1][ii] + U[k][jj + 1][ii])
                                 + 0.25f * (U[k][jj][ii - 1] - U[k][jj][ii + 1]) + U[k + 1][jj + 1][ii - 1];
#pragma hicuda barrier
#pragma hicuda shared remove U
                }
            }
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*][*]
#pragma hicuda global copyout C[*][*]
#pragma hicuda global copyout D[*][*]
#pragma hicuda global copyout E[*][*]
#pragma hicuda global copyout V[*][*][*]
#pragma hicuda global free A B C D E U V

    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++)
            s += B[j][i] * (1 + (i + j) % 3) + C[j][i] * (1 + (i * j) % 5) + D[j][i] * (2 + i % 3) + E[j][i] * (1 + j % 4);
    printf("2-D: %.3f\n", s);
    s = 0.0;
    for (k = 0; k < NZ; k++)
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                s += V[k][j][i] * (1 + (i + 2 * j + 3 * k) % 7);
    printf("3-D: %.3f\n", s);
    return 0;
}
