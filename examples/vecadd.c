/* vecadd.c: element-wise vector add C = A + B on a 1-D grid of 1-D thread blocks (global memory only). */
#include <stdio.h>

#define N 65536

float A[N];
float B[N];
float C[N];

int main(void)
{
    int i;
    unsigned int seed = 12345u;
    double sum = 0.0;

    for (i = 0; i < N; i++) {
        seed = seed * 1103515245u + 12345u;
        A[i] = 0.5f + (float)((seed >> 8) & 0xFFFF) / 65536.0f;
        B[i] = 1.0f + (float)(i % 97) / 97.0f;
    }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*]

#pragma hicuda kernel vecAdd tblock(N/256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        C[i] = A[i] + B[i];
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout C[*]
#pragma hicuda global free A B C

    for (i = 0; i < N; i++)
        sum += C[i];
    printf("mean %.5f\n", sum / N);
    for (i = 0; i < N; i += 4099)
        printf("C[%d] = %.5f\n", i, C[i]);
    return 0;
}
