/* 13_scalar_params.c: read-only scalars passed to kernels as parameters: a float alpha computed on the host
 * from the data, an int offset, a double beta, and loop bounds lo/hi computed on the host. */
#include <stdio.h>

#define N 6000

float X[N];
float Y[N];

int main(void)
{
    int i;
    float alpha;
    double beta;
    int offset = 17;
    int lo, hi;
    double mx = 0.0, sy = 0.0;

    for (i = 0; i < N; i++) {
        X[i] = 0.1f + (float)((i * 53) % 211) / 211.0f;
        Y[i] = 1.0f;
    }
    for (i = 0; i < N; i++)
        if (X[i] > mx)
            mx = X[i];
    alpha = (float)(1.0 / mx);
    beta = 0.5 * mx + 0.125;
    lo = offset * 3;
    hi = N - offset * 2;

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*] copyin

#pragma hicuda kernel saxpyLike tblock(24) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = lo; i < hi; i++)
        Y[i] = alpha * X[i - offset] + (float)beta * X[i + offset] + Y[i];
#pragma hicuda kernel_end

#pragma hicuda global copyout Y[lo:hi-1]
#pragma hicuda global free X Y

    for (i = 0; i < N; i++)
        sy += Y[i];
    printf("alpha %.5f beta %.5f lo %d hi %d\n", alpha, beta, lo, hi);
    printf("sumY %.5f\n", sy);
    for (i = 0; i < N; i += 487)
        printf("Y[%d] = %.5f\n", i, Y[i]);
    return 0;
}
