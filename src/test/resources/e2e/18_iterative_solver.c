/* 18_iterative_solver.c: kernels inside a host loop: a weighted-Jacobi solve of a 1-D Poisson-like system,
 * with data allocated and copied in once before the loop, two kernels per iteration (update into a temporary,
 * copy back), the iteration count and weight as host scalars, and copyout/free once after the loop. */
#include <stdio.h>

#define N 2048
#define ITERS 40

float U[N + 2];
float UNEW[N + 2];
float RHS[N + 2];

int main(void)
{
    int it, i;
    float omega = 2.0f / 3.0f;
    double su = 0.0;

    for (i = 0; i < N + 2; i++) {
        U[i] = 1.0f;
        UNEW[i] = 1.0f;
        RHS[i] = 0.001f * (float)(1 + (i * 7) % 13);
    }

#pragma hicuda global alloc U[*] copyin
#pragma hicuda global alloc UNEW[*] copyin
#pragma hicuda global alloc RHS[*] copyin

    for (it = 0; it < ITERS; it++) {
#pragma hicuda kernel relax tblock(8) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 1; i <= N; i++)
            UNEW[i] = (1.0f - omega) * U[i] + omega * 0.5f * (U[i - 1] + U[i + 1] + RHS[i]);
#pragma hicuda kernel_end

#pragma hicuda kernel copyBack tblock(8) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 1; i <= N; i++)
            U[i] = UNEW[i];
#pragma hicuda kernel_end
    }

#pragma hicuda global copyout U[*]
#pragma hicuda global free U UNEW RHS

    for (i = 0; i < N + 2; i++)
        su += U[i];
    printf("iters %d mean %.5f\n", ITERS, su / (N + 2));
    for (i = 0; i < N + 2; i += 171)
        printf("U[%d] = %.5f\n", i, U[i]);
    return 0;
}
