// checks: a file wrapped in #ifdef __cplusplus / extern "C" { ... } with a kernel inside main; everything after the first #endif must survive
#ifdef __cplusplus
extern "C" {
#endif

#include <stdio.h>

#define N 512

float A[N];
float B[N];

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (float)i;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel negate tblock(2) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        B[i] = -A[i] * 0.5f;
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    for (i = 0; i < N; i++)
        sum += B[i];
    printf("%.1f %.1f\n", sum, B[N - 1]);
    return 0;
}

#ifdef __cplusplus
}
#endif
