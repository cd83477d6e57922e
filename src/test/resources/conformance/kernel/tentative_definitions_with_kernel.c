// checks: file-scope arrays and a scalar declared by tentative definitions (float A[N]; float A[N]; int scale; int scale = 3;) used by a kernel
#include <stdio.h>

#define N 1024

float A[N];
float A[N];
float B[N];
int scale;
int scale = 3;

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (float)(i % 8);
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel scaled tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        B[i] = A[i] * (float)scale;
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    for (i = 0; i < N; i++)
        sum += B[i];
    printf("%.1f %.1f\n", sum, B[7]);
    return 0;
}
