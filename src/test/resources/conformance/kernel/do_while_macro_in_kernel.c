// checks: a multi-statement do { } while (0) macro and a macro expanding to a statement with a semicolon (SEMI) inside a kernel body
#include <stdio.h>

#define N 1024
#define SEMI ;
#define ACCUM(dst, v) do { (dst) += (v); (dst) *= 2.0f; } while (0)

float A[N];
float B[N];

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (float)(i % 5);
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel accum tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float t = 1.0f SEMI
        if (A[i] > 2.0f)
            ACCUM(t, A[i]);
        else
            ACCUM(t, -A[i]);
        B[i] = t;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    for (i = 0; i < N; i++)
        sum += B[i];
    printf("%.1f %.1f %.1f\n", sum, B[1], B[4]);
    return 0;
}
