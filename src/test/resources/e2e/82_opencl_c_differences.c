/* 82_opencl_c_differences.c: C inside kernels that OpenCL C spells or types differently (the OpenCL target,
 * docs/opencl.md), valid for every target: pointers to a global array and to a thread's own array (OpenCL's
 * address spaces), names OpenCL C reserves (a variable 'local', a type 'uint', a function 'mix' named like a
 * built-in), abs (whose OpenCL built-in returns an unsigned value), sincosf
 * into variables, long long, and size_t and bool kernel parameters.  Every target prints what the sequential
 * program prints. */
#define _GNU_SOURCE /* sincosf */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>

#define N 512

typedef unsigned int uint;

float A[N], B[N];
double D[N];
long long L[N];

static float mix(float a, float b, int k)
{
    return a + (b - a) * (float) k / 4.0f;
}

int main(void)
{
    size_t stride = 3;
    bool flip = true;
    int i;
    double sb = 0.0, sd = 0.0;
    long long sl = 0;

    for (i = 0; i < N; i++)
        A[i] = 0.01f * (float) ((i * 37) % 101);

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda global alloc D[*]
#pragma hicuda global alloc L[*]
#pragma hicuda kernel differences tblock(4) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float local[3];
        float *p = &A[i];
        float *q = local;
        uint global = (uint) i;
        float s, c;
        local[0] = *p;
        local[1] = p[0] * 2.0f;
        local[2] = (float) abs(i - 300);
        sincosf(local[0], &s, &c);
        B[i] = mix(q[0], q[2], (int) (global % stride)) + s * c + (flip ? 1.0f : 0.0f);
        D[i] = sqrt(i + 0.5) + fabs(-3.0 * i);
        L[i] = (long long) i * 100000000LL + (long long) (global % 7u);
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global copyout D[*]
#pragma hicuda global copyout L[*]
#pragma hicuda global free A B D L

    for (i = 0; i < N; i++) {
        sb += B[i];
        sd += D[i];
        sl += L[i] % 1000003;
    }
    printf("sumB %.4f sumD %.4f sumL %lld\n", sb, sd, sl);
    printf("B[7] %.5f D[300] %.5f L[511] %lld\n", B[7], D[300], L[511]);
    return 0;
}
