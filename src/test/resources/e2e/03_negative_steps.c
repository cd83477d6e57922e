/* 03_negative_steps.c: loops counting down: i-- with >= (over_tblock over_thread), i -= 2 with > (over_thread
 * only), and a decreasing loop with over_tblock(CYCLIC) over_thread. */
#include <stdio.h>

#define N 3000

float A[N];
float B[N];
float C[N];
float D[N];

int main(void)
{
    int i;
    double sb = 0.0, sc = 0.0, sd = 0.0;

    for (i = 0; i < N; i++) {
        A[i] = 0.5f + (float)((i * 13) % 47) / 47.0f;
        B[i] = 0.0f;
        C[i] = 1.0f;
        D[i] = 2.0f;
    }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*] copyin
#pragma hicuda global alloc D[*] copyin

#pragma hicuda kernel countDown tblock(6) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = N - 1; i >= 0; i--)
        B[i] = A[i] * (float)(N - i) * 0.001f;
#pragma hicuda kernel_end

#pragma hicuda kernel countDown2 tblock(1) thread(96)
#pragma hicuda loop_partition over_thread
    for (i = N - 1; i > 0; i -= 2)
        C[i] = A[i] + A[i - 1];
#pragma hicuda kernel_end

#pragma hicuda kernel countDown3 tblock(5) thread(32)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (i = N - 2; i >= 3; --i)
        D[i] = A[i + 1] - A[i - 3] + 4.0f;
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global copyout D[*]
#pragma hicuda global free A B C D

    for (i = 0; i < N; i++) {
        sb += B[i];
        sc += C[i];
        sd += D[i];
    }
    printf("sumB %.5f\nsumC %.5f\nsumD %.5f\n", sb, sc, sd);
    for (i = 0; i < N; i += 251)
        printf("%d: %.5f %.5f %.5f\n", i, B[i], C[i], D[i]);
    printf("edges: %.5f %.5f %.5f %.5f\n", C[0], C[N - 1], D[2], D[N - 1]);
    return 0;
}
