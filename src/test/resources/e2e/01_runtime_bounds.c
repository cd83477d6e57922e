/* 01_runtime_bounds.c: loop bound n and the grid size are runtime values (n computed by a host function, the
 * tblock size an expression of n); n is a read-only scalar passed into the kernel; 1000 % 64 != 0. */
#include <stdio.h>

#define MAXN 4096

float A[MAXN];
float B[MAXN];

static int problem_size(int base)
{
    return base * 8 - 24 * 2 + 48;   /* 1000 for base 125 */
}

int main(void)
{
    int i;
    int n = problem_size(125);
    int nblocks = (n + 63) / 64;
    double sum = 0.0;

    for (i = 0; i < MAXN; i++) {
        A[i] = 1.0f + (float)(i % 29) * 0.125f;
        B[i] = 7.0f;
    }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin

#pragma hicuda kernel runtimeBounds tblock(nblocks) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        B[i] = A[i] * 2.0f + (float)n * 0.001f;
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global free A B

    for (i = 0; i < MAXN; i++)
        sum += B[i];
    printf("n %d blocks %d\n", n, nblocks);
    printf("sum %.5f\n", sum);
    for (i = 0; i < MAXN; i += 211)
        printf("B[%d] = %.5f\n", i, B[i]);
    return 0;
}
