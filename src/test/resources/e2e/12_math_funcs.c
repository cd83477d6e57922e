/* 12_math_funcs.c: math library calls in a kernel (sqrtf, expf, fabsf, powf, and sqrt/exp on double) and calls
 * to small user functions taking only scalars (one calling another). */
#include <stdio.h>
#include <math.h>

#define N 4096

float X[N];
float Y[N];
double Z[N];

static float smoothstep(float e0, float e1, float x)
{
    float t = (x - e0) / (e1 - e0);
    if (t < 0.0f)
        t = 0.0f;
    if (t > 1.0f)
        t = 1.0f;
    return t * t * (3.0f - 2.0f * t);
}

static float blend(float a, float b, int k)
{
    return a + (b - a) * smoothstep(0.0f, 8.0f, (float)(k % 9));
}

int main(void)
{
    int i;
    double sy = 0.0, sz = 0.0;

    for (i = 0; i < N; i++)
        X[i] = -2.0f + 4.0f * (float)((i * 37) % 1000) / 1000.0f;

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc Z[*]

#pragma hicuda kernel mathKernel tblock(16) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float x = X[i];
        float r = sqrtf(fabsf(x) + 1.0f);
        float e = expf(-0.5f * x * x);
        float p = powf(r, 1.5f);
        Y[i] = blend(r, p, i) + e;
        Z[i] = sqrt((double)r) + exp((double)e * 0.5);
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout Z[*]
#pragma hicuda global free X Y Z

    for (i = 0; i < N; i++) {
        sy += Y[i];
        sz += Z[i];
    }
    printf("meanY %.5f\nmeanZ %.5f\n", sy / N, sz / N);
    for (i = 0; i < N; i += 373)
        printf("X[%d] = %.5f Y = %.5f Z = %.5f\n", i, X[i], Y[i], Z[i]);
    return 0;
}
