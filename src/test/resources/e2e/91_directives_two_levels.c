/* 91_directives_two_levels.c: data directives reaching a kernel through two levels of calls (journal
 * §5.7.2).  main allocates and copies; 'run' passes its arrays on and copies the result out of the device
 * copy its caller allocated; 'saxpy_dev' holds the kernel, on its parameters, and reads W, which main put
 * in constant memory.  'run' is reached in two contexts -- file-scope arrays, and malloc'd pointers with a
 * shape and a run-time section -- so it and 'saxpy_dev' are cloned (their kernels too); the section's end
 * (m - 1 in main) reaches them as n - 1 through the parameter n. */
#include <stdio.h>
#include <stdlib.h>

#define N 4096
float X[N], Y[N];
float W[8];

static void saxpy_dev(float *y, const float *x, int n, float a)
{
    int i;
#pragma hicuda kernel saxpy tblock(16) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        y[i] = a * x[i] + y[i] + W[i % 8];
#pragma hicuda kernel_end
}

static void run(float *y, float *x, int n, float a)
{
    saxpy_dev(y, x, n, a);
#pragma hicuda global copyout y[0:n-1]
}

int main(void)
{
    float *p = malloc(N * sizeof(float));
    float *q = malloc(N * sizeof(float));
    int i, m = N / 2;
    double s1 = 0.0, s2 = 0.0;

    for (i = 0; i < N; i++) {
        X[i] = (float)(i % 100) * 0.5f;
        Y[i] = 1.0f;
        p[i] = (float)(i % 7);
        q[i] = 2.0f;
    }
    for (i = 0; i < 8; i++)
        W[i] = (float)i * 0.125f;
#pragma hicuda shape p[N]
#pragma hicuda shape q[N]
#pragma hicuda constant copyin W[*]
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*] copyin
    run(Y, X, N, 2.0f);
#pragma hicuda global alloc p[0:m-1] copyin
#pragma hicuda global alloc q[0:m-1] copyin
    run(q, p, m, 0.5f);
#pragma hicuda global free X Y p q
#pragma hicuda constant remove W

    for (i = 0; i < N; i++) {
        s1 += Y[i];
        s2 += q[i];
    }
    printf("sumY %.3f\nsumq %.3f\n", s1, s2);
    for (i = 0; i < N; i += 511)
        printf("Y[%d] = %.4f q[%d] = %.4f\n", i, Y[i], i, q[i]);
    free(p);
    free(q);
    return 0;
}
