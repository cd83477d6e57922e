// checks: a kernel-local struct initialized with out-of-order field designators and an array with index designators
#include <stdio.h>

#define N 1024

struct coeffs { float a, b, c; };

float X[N];
float Y[N];

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++)
        X[i] = (float)(i % 17) * 0.25f;
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda kernel poly tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        struct coeffs k = {.c = 3.0f, .a = 1.0f};
        int w[4] = {[3] = 2, [1] = 1};
        float x = X[i];
        Y[i] = k.a + k.b * x + k.c * x * x + (float)w[i % 4];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout Y[*]
#pragma hicuda global free X Y
    for (i = 0; i < N; i++)
        sum += Y[i];
    printf("%.3f %.3f %.3f\n", sum, Y[1], Y[3]);
    return 0;
}
