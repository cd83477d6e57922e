/* 73_mint_1d_float_array.c: one-dimensional Mint loops on C arrays of floats (1000 points, not a
 * multiple of the 256-thread tile), the copy with no sizes (the array's type gives them), a loop
 * with a step of 2 and one counting down, each thread a chunk of 3 points, and a scalar computed
 * on the host between the loop nests. */
#include <stdio.h>

#define N 1000

float a[N], b[N];

int main(void)
{
    int i, it;
    float w = 0.5f;
    double sum = 0.0;
    for (i = 0; i < N; i++) {
        a[i] = (float)(i % 17) * 0.125f;
        b[i] = 0.0f;
    }
#pragma mint copy(a, toDevice)
#pragma mint copy(b, toDevice, N)
#pragma mint parallel
    {
        for (it = 0; it < 3; it++) {
#pragma mint for tile(96) chunksize(3)
            for (i = 0; i < N; i += 2)
                b[i] = a[i] * w + 1.0f;
#pragma mint for
            for (i = N - 1; i >= 1; i -= 2)
                b[i] = a[i - 1] - a[i] * w;
            w = w * 0.5f;
#pragma mint for nest(1) chunksize(4)
            for (i = 0; i < N; i++)
                a[i] = b[i] * 0.75f;
        }
    }
#pragma mint copy(a, fromDevice)
#pragma mint copy(b, fromDevice, N)
    for (i = 0; i < N; i++)
        sum += a[i] * (1 + i % 3) + b[i];
    printf("sum %.6f a[7] %.6f b[999] %.6f\n", sum, a[7], b[999]);
    return 0;
}
