/* jacobi_sections.c: the paper's Fig. 7 Jacobi with array sections in the global directives: B and the source
 * term F exist on the GPU only for the interior [1:N][1:N], F's copyin is an interior section, and only the
 * interior of A is copied back ([1:N][1:N]); the boundary of A never changes. N = 128 instead of 1024. */
#include <stdio.h>

#define N 128
#define ITERS 10

float A[N + 2][N + 2];
float B[N + 2][N + 2];
float F[N + 2][N + 2];

int main(void)
{
    int iter, i, j;
    double sum = 0.0;

    for (i = 0; i < N + 2; i++)
        for (j = 0; j < N + 2; j++) {
            A[i][j] = 1.0f + (float)((i * 37 + j * 11) % 101) / 101.0f;
            B[i][j] = -1.0f; /* peripheral elements of B are never used */
            F[i][j] = 0.01f * (float)((i + 2 * j) % 13);
        }

    // short form of section specification
    // for the entire array
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[1:N][1:N]
#pragma hicuda global alloc F[1:N][1:N] copyin F[1:N][1:N]

    for (iter = 0; iter < ITERS; ++iter)
    {
#pragma hicuda kernel jacobiStep tblock(N/16, N/16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 1; i < N + 1; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
            for (j = 1; j < N + 1; ++j)
                B[i][j] = 0.25f * (
                    A[i-1][j] + A[i+1][j] +
                    A[i][j-1] + A[i][j+1]
                ) + F[i][j];
        }
#pragma hicuda kernel_end

#pragma hicuda kernel jacobiCopy tblock(N/16, N/16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 1; i < N + 1; ++i) {
#pragma hicuda loop_partition over_tblock over_thread
            for (j = 1; j < N + 1; ++j)
                A[i][j] = B[i][j];
        }
#pragma hicuda kernel_end
    }

#pragma hicuda global copyout A[1:N][1:N]
#pragma hicuda global free A B F

    for (i = 0; i < N + 2; i++)
        for (j = 0; j < N + 2; j++)
            sum += A[i][j];
    printf("mean %.5f\n", sum / ((N + 2) * (N + 2)));
    for (i = 0; i < N + 2; i += 13)
        printf("A[%d][%d] = %.5f  A[%d][0] = %.5f\n", i, (i * 7) % (N + 2), A[i][(i * 7) % (N + 2)], i, A[i][0]);
    printf("B[0][0] = %.5f (host only, untouched)\n", B[0][0]);
    return 0;
}
