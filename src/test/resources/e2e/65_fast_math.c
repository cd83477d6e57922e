/* Math that --fast-math rewrites (docs/translation.md, "Fast math"): x / sqrtf(y), 1.0f / sqrtf(y),
 * x /= sqrtf(y), and sinf/cosf of one argument (in one statement, in two statements, and a pair whose
 * argument changes in between, which must not be fused), also in a function the kernel calls.  Without
 * the option the kernel is unchanged. */
#include <stdio.h>
#include <math.h>

#define N 1024

float X[N], Y[N], S[N], C[N], R[N];

/* called from the kernel: its device copy gets the same rewrites */
static float scaled(float x, float y)
{
    return x / sqrtf(y);
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        X[i] = 0.001f * (float)i - 0.3f;
        Y[i] = 1.0f + 0.01f * (float)(i % 97);
    }
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*] copyin
#pragma hicuda global alloc S[*]
#pragma hicuda global alloc C[*]
#pragma hicuda global alloc R[*]
#pragma hicuda kernel fm tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float a = X[i] * 3.0f;
        float r = X[i] / sqrtf(Y[i]) + 1.0f / sqrtf(Y[i] + 1.0f);
        float cs = cosf(a), sn = sinf(a);
        S[i] = sn * 2.0f;
        C[i] = cs + sinf(a + 1.0f);
        C[i] += cosf(a + 1.0f);
        float p = sinf(a);
        a = a * 0.5f;
        float q = cosf(a);
        r /= sqrtf(Y[i] * 2.0f);
        R[i] = r + p * q + scaled(X[i], Y[i] + 2.0f);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout S[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global copyout R[*]
#pragma hicuda global free X Y S C R
    for (i = 0; i < N; i += 97)
        printf("%d %.6f %.6f %.6f\n", i, S[i], C[i], R[i]);
    return 0;
}
