/* 25_c99_scopes.c: C99 loop-index declarations in partitioned loops (for (int i = ...)), data directives and
 * kernels inside a nested compound statement and inside an if branch (alloc and free in the same block scope),
 * block-scope arrays (local to main) used by a kernel, and a kernel-local variable shadowing a host variable. */
#include <stdio.h>

#define N 1200
#define R 24
#define C 50

int main(void)
{
    static float A[N];
    static float B[N];
    float G[R][C];
    float s = 3.0f; /* host variable, shadowed inside the kernel */
    double sb = 0.0, sg = 0.0;
    int use_second = 1;

    for (int i = 0; i < N; i++)
        A[i] = 1.0f + (float)(i % 31) * 0.03125f;
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            G[i][j] = (float)(i + 2 * j) * 0.01f + 0.5f;

    {
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]

#pragma hicuda kernel c99loops tblock(5) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 0; i < N; i++) {
            float s = A[i] * 0.5f; /* shadows the host s */
            B[i] = s * s + A[(i + 1) % N];
        }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    }

    if (use_second) {
#pragma hicuda global alloc G[*][*] copyin

#pragma hicuda kernel inIf tblock(3, 2) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
        for (int i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (int j = 0; j < C; j++)
                G[i][j] = G[i][j] * s + 1.0f;
        }
#pragma hicuda kernel_end

#pragma hicuda global copyout G[*][*]
#pragma hicuda global free G
    }

    for (int i = 0; i < N; i++)
        sb += B[i];
    for (int i = 0; i < R; i++)
        for (int j = 0; j < C; j++)
            sg += G[i][j];
    printf("sumB %.5f\nsumG %.5f\n", sb, sg);
    for (int i = 0; i < N; i += 97)
        printf("B[%d] = %.5f G[%d][%d] = %.5f\n", i, B[i], i % R, i % C, G[i % R][i % C]);
    return 0;
}
