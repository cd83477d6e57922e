/* 19_kernel_in_function.c: kernels in functions other than main: a function holding its data directives and
 * kernel on file-scope arrays, with a scalar parameter used in the kernel (read-only), called twice. */
#include <stdio.h>

#define N 3000

float A[N];
float B[N];

static void scale_shift(float factor, int shift)
{
    int i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]

#pragma hicuda kernel scaleShift tblock(12) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        B[i] = A[(i + shift) % N] * factor + 0.5f;
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
}

static double total(const float *v, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++)
        s += v[i];
    return s;
}

int main(void)
{
    int i;

    for (i = 0; i < N; i++)
        A[i] = 1.0f + (float)(i % 50) * 0.02f;

    scale_shift(1.5f, 7);
    printf("first %.5f B[0] %.5f B[%d] %.5f\n", total(B, N), B[0], N - 1, B[N - 1]);
    for (i = 0; i < N; i++)
        A[i] = B[i] * 0.5f;
    scale_shift(0.75f, 1234);
    printf("second %.5f\n", total(B, N));
    for (i = 0; i < N; i += 299)
        printf("B[%d] = %.5f\n", i, B[i]);
    return 0;
}
