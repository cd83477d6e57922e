/* Kernel launches that do not wait for their kernel (docs/translation.md, "When the host waits"): a
 * kernel launched three times in a time loop over device-only data, a second kernel reading the first's
 * results, a nowait kernel, and the host waiting only where it needs the results: before the copies
 * back (once for the three copyouts in a row, not three times) and before the free.  With --profile,
 * the three regions' launches are counted and timed (ProfileTest). */
#include <stdio.h>

#define N 2048
#define STEPS 3

float A[N], B[N], C[N], D[N];

int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) {
        A[i] = 0.5f + 0.001f * (float)(i % 251);
        B[i] = 0.0f;
        D[i] = 1.0f;
    }
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*]
#pragma hicuda global alloc D[*] copyin
    for (t = 0; t < STEPS; t++) {
#pragma hicuda kernel smooth tblock(N/128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < N; i++) {
            B[i] = B[i] * 0.5f + A[i] * (float)(t + 1);
        }
#pragma hicuda kernel_end
    }
#pragma hicuda kernel combine tblock(N/256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        C[i] = B[i] - A[i];
    }
#pragma hicuda kernel_end
#pragma hicuda kernel scale tblock(N/256) thread(256) nowait
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        D[i] = D[i] * 2.0f + C[i];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global copyout D[*]
#pragma hicuda global free A B C D
    for (i = 0; i < N; i += 173)
        printf("%d %.5f %.5f %.5f\n", i, B[i], C[i], D[i]);
    return 0;
}
