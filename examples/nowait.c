/* nowait.c: two independent kernels; the first is launched with nowait, the host keeps working on host-only
 * data, and the next hiCUDA directive after the kernel region (a global copyout) waits for the kernel. */
#include <stdio.h>

#define N 8192
#define M 4096

float X[N];
float Y[N];
float P[M];
float Q[M];
float H[M];

int main(void)
{
    int i, r;
    double sy = 0.0, sq = 0.0, sh = 0.0;

    for (i = 0; i < N; i++)
        X[i] = 0.5f + (float)(i % 113) / 113.0f;
    for (i = 0; i < M; i++) {
        P[i] = 1.0f + (float)((i * 7) % 31) / 31.0f;
        H[i] = (float)(i % 5);
    }

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc Q[*]

#pragma hicuda kernel poly1 tblock(32) thread(128) nowait
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float x = X[i];
        Y[i] = ((0.5f * x + 1.5f) * x + 2.0f) * x + 0.25f;
    }
#pragma hicuda kernel_end

    /* host-only work overlapping the kernel: touches neither X nor Y */
    for (r = 0; r < 8; r++)
        for (i = 1; i < M; i++)
            H[i] = 0.5f * (H[i] + H[i - 1]) + 0.125f;

    /* first hiCUDA directive after the nowait kernel: waits for poly1 to finish */
#pragma hicuda global copyout Y[*]

#pragma hicuda kernel scale2 tblock(16) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < M; i++)
        Q[i] = 3.0f * P[i] + 1.0f;
#pragma hicuda kernel_end

#pragma hicuda global copyout Q[*]
#pragma hicuda global free X Y P Q

    for (i = 0; i < N; i++)
        sy += Y[i];
    for (i = 0; i < M; i++) {
        sq += Q[i];
        sh += H[i];
    }
    printf("meanY %.5f\n", sy / N);
    printf("meanQ %.5f\n", sq / M);
    printf("meanH %.5f\n", sh / M);
    for (i = 0; i < N; i += 1021)
        printf("Y[%d] = %.5f\n", i, Y[i]);
    for (i = 0; i < M; i += 1021)
        printf("Q[%d] = %.5f H[%d] = %.5f\n", i, Q[i], i, H[i]);
    return 0;
}
