/* 98_kr_device_functions.c: kernels calling functions written with old-style (K&R) definitions. The
 * device copies are C++ (CUDA, the CPU target) or OpenCL C, where such definitions are not valid, so
 * they are written in prototype form: each name gets the type of its declaration before the body,
 * without 'register'. (A name no declaration gives a type is an int, C90: InterproceduralTest; here gcc would warn
 * about it in the host program, which keeps the user's code as written.) Regression test. */
#include <stdio.h>

#define N 1000

typedef float real;

real X[N], Y[N];
int K[N];

static real scale(x, f)
    register real x;
    real f;
{
    return x * f + 1.0f;
}

/* several names in one declaration */
static int wrap(v, lo, hi, step)
    int v, lo, hi, step;
{
    v += step;
    return v < lo ? lo : v > hi ? hi : v;
}

/* a pointer parameter bound to a device array, and a K&R callee of a K&R callee */
static real at(a, i)
    real *a;
    int i;
{
    return scale(a[i], 0.5f);
}

int main()
{
    int i;
    double s = 0;
    long t = 0;
    for (i = 0; i < N; i++) {
        X[i] = (real)((i * 37) % 101) / 17.0f - 2.0f;
        K[i] = (i * 13) % 29 - 14;
    }
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc K[*] copyin
#pragma hicuda kernel kr tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        Y[i] = scale(X[i], 2.0f) + at(X, (i + 1) % N);
        K[i] = wrap(K[i], -10, 10, 3);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout K[*]
#pragma hicuda global free X Y K
    for (i = 0; i < N; i++) {
        s += Y[i];
        t += K[i] * (i % 7);
    }
    printf("%.4f %ld %.4f %d\n", s, t, Y[N - 1], K[5]);
    return 0;
}
