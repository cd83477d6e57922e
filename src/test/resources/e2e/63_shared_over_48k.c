/* 63_shared_over_48k.c: a kernel whose shared copy needs 64 KB per block, more than the 48 KB a launch gets
 * without opting in: hicuda precedes the launch with a checked cudaFuncSetAttribute(..,
 * cudaFuncAttributeMaxDynamicSharedMemorySize, 65536) (issue 4).  Each block reverses a 16384-element slice
 * of A through shared memory. */
#include <stdio.h>

#define N 65536
#define SLICE 16384

float A[N], B[N];

int main(void)
{
    int b, t, k;
    double s = 0.0;

    for (k = 0; k < N; k++)
        A[k] = (float)((k * 29) % 113) / 113.0f + 0.5f;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]

#pragma hicuda kernel reverseSlices tblock(N / SLICE) thread(512)
#pragma hicuda loop_partition over_tblock
    for (b = 0; b < N / SLICE; b++) {
#pragma hicuda shared alloc A[b*SLICE:b*SLICE+SLICE-1] copyin
#pragma hicuda loop_partition over_thread
        for (t = 0; t < SLICE; t++)
            B[b * SLICE + t] = A[b * SLICE + SLICE - 1 - t];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global free A B

    for (k = 0; k < N; k++)
        s += B[k] * (double)(k % 7 + 1);
    printf("sum %.4f B[0] %.4f B[%d] %.4f\n", s, B[0], N - 1, B[N - 1]);
    return 0;
}
