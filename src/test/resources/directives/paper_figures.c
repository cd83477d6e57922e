/*
 * The directives of the hiCUDA papers' figures, in one program that gcc builds as plain C
 * (the pragmas are ignored) and that hicuda parses and checks.  Used by DirectiveParserTest:
 * every directive must parse, pass the checks, and be printed back unchanged.
 *
 *   Fig. 4 (journal)   matrix multiply with shared-memory tiles
 *   Fig. 6             loop_partition nesting, BLOCK and CYCLIC, singular
 *   Fig. 7             Jacobi with array sections
 *   Fig. 8             a shared window A[i-1:i+1]
 *   Fig. 9             global alloc/copyin/copyout of sub-sections, free
 *   GPGPU'09           constant copyin/remove, copyout ... to, shape
 */
#include <stdio.h>
#include <stdlib.h>

#define NB 16      /* thread-block side: used in directives through macro replacement */
#define TILE 32

float A[64][128];
float B[128][32];
float C[64][32];
float J[1026][1026];
float K[1026][1026];
int F6[6][12];
int S8[6];
int G9[8][7];
int H9[8][7];
float COEF[4];

static void matrix_multiply(void)
{
    int i, j, kk, k;

#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc C[*][*]

#pragma hicuda kernel matrixMul tblock(64/NB, 32/NB) thread(NB, NB)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < 32; ++j) {
            float sum = 0;
            for (kk = 0; kk < 128; kk += TILE) {
#pragma hicuda shared alloc A[i][kk:kk+TILE-1] copyin
#pragma hicuda shared alloc B[kk:kk+TILE-1][j] copyin
#pragma hicuda barrier
                for (k = 0; k < TILE; ++k) {
                    sum += A[i][kk + k] * B[kk + k][j];
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
}

static void partition_fig6(void)
{
    int i, j, k, p;

#pragma hicuda global alloc F6[*][*] clear
#pragma hicuda kernel fig6 \
        tblock(2, 3) \
        thread(2)            /* a 2x3 grid of 2-thread blocks */
    {
#pragma hicuda loop_partition over_tblock
        for (i = 0; i < 6; ++i) {
#pragma hicuda singular
            for (p = 0; p < 2; ++p)
                F6[i][0] += 0;
#pragma hicuda singular_end
#pragma hicuda loop_partition over_tblock(BLOCK) over_thread
            for (j = 0; j < 12; ++j)
                F6[i][j] += i + j;
#pragma hicuda loop_partition over_tblock(CYCLIC)
            for (k = 0; k < 12; ++k)
                F6[i][k] += 1;
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout F6[*][*]
#pragma hicuda global free F6
}

static void jacobi_fig7(void)
{
    int iter, i, j;

    // short form of section specification for the entire array
#pragma hicuda global alloc J[*][*] copyin
#pragma hicuda global alloc K[1:1024][1:1024]

    for (iter = 0; iter < 10; ++iter) {
#pragma hicuda kernel jacobi1 tblock(1024/NB, 1024/NB) thread(NB, NB) nowait
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 1; i < 1025; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
            for (j = 1; j < 1025; ++j) {
                K[i][j] = 0.25f * (J[i-1][j] + J[i+1][j] + J[i][j-1] + J[i][j+1]);
            }
        }
#pragma hicuda kernel_end
#pragma hicuda kernel jacobi2 tblock(1024/NB, 1024/NB) thread(NB, NB)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 1; i < 1025; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
            for (j = 1; j < 1025; ++j) {
                J[i][j] = K[i][j];
            }
        }
#pragma hicuda kernel_end
    }

#pragma hicuda global copyout J[1:1024][1:1024]
#pragma hicuda global free J, K
}

static void shared_fig8(void)
{
    int i;

#pragma hicuda global alloc S8[*] copyin
#pragma hicuda kernel fig8 tblock(1) thread(3)
    // Cyclically distribute it over 3 threads.
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 6; ++i) {
        // A is a 6-element integer array.
#pragma hicuda shared alloc S8[i-1:i+1] copyin(nobndcheck)
        S8[i] = S8[i] * 2;
#pragma hicuda shared copyout(nobndcheck) S8[i]
#pragma hicuda shared remove S8
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout S8[*]
#pragma hicuda global free S8
}

static void global_fig9(void)
{
#pragma hicuda global alloc G9[*][1:6] copyin G9[0:3][1:3]
#pragma hicuda global copyout G9[4:7][4:6]
#pragma hicuda global copyout G9[0][*] to H9[0][*]
#pragma hicuda global free G9
}

static float constants_and_shape(int n)
{
    float *v = malloc((size_t) n * sizeof(float));
    float s = 0;
    int i;

    for (i = 0; i < n; i++)
        v[i] = (float) i;
#pragma hicuda shape v[n]
#pragma hicuda constant copyin COEF[*]
#pragma hicuda global alloc v[*] copyin
#pragma hicuda kernel poly tblock(1) thread(n)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < n; i++)
        v[i] = COEF[0] + v[i] * (COEF[1] + v[i] * (COEF[2] + v[i] * COEF[3]));
#pragma hicuda kernel_end
#pragma hicuda global copyout v[*]
#pragma hicuda global free v
#pragma hicuda constant remove COEF
    for (i = 0; i < n; i++)
        s += v[i];
    free(v);
    return s;
}

int main(void)
{
    int i, j;

    for (i = 0; i < 64; i++)
        for (j = 0; j < 128; j++)
            A[i][j] = (float) ((i + j) % 7);
    for (i = 0; i < 128; i++)
        for (j = 0; j < 32; j++)
            B[i][j] = (float) ((i * j) % 5);
    for (i = 0; i < 1026; i++)
        for (j = 0; j < 1026; j++)
            J[i][j] = (float) ((i * 31 + j) % 11);
    for (i = 0; i < 6; i++)
        S8[i] = i;
    for (i = 0; i < 4; i++)
        COEF[i] = 1.0f / (float) (i + 1);

    matrix_multiply();
    partition_fig6();
    jacobi_fig7();
    shared_fig8();
    global_fig9();
    printf("C[5][7] = %g\n", C[5][7]);
    printf("F6[5][11] = %d\n", F6[5][11]);
    printf("J[512][512] = %g\n", J[512][512]);
    printf("S8[3] = %d\n", S8[3]);
    printf("poly = %g\n", constants_and_shape(8));
    return 0;
}
