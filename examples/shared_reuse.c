/* shared_reuse.c: one kernel with two shared variables whose live ranges do not overlap (journal §5.6: both can
 * be placed at the same offset of the kernel's dynamic shared memory): A's 3-point window is allocated, used and
 * removed, then B's 5-point window is allocated, used and removed, in every iteration. */
#include <stdio.h>

#define N 4096

float A[N];
float B[N];
float OUT[N];

int main(void)
{
    int i;
    double so = 0.0;

    for (i = 0; i < N; i++) {
        A[i] = 1.0f + (float)((i * 3) % 17) / 17.0f;
        B[i] = 0.5f + (float)((i * 5) % 23) / 23.0f;
    }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc OUT[*]

#pragma hicuda kernel reuse tblock(N/256) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float s, t = 0.0f;
        int d;

#pragma hicuda shared alloc A[i-1:i+1] copyin
        s = (i > 0 ? A[i - 1] : A[i]) + A[i] + (i < N - 1 ? A[i + 1] : A[i]);
#pragma hicuda barrier
#pragma hicuda shared remove A

#pragma hicuda shared alloc B[i-2:i+2] copyin
        for (d = -2; d <= 2; d++)
            if (i + d >= 0 && i + d < N)
                t += B[i + d];
#pragma hicuda barrier
#pragma hicuda shared remove B

        OUT[i] = s * t;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout OUT[*]
#pragma hicuda global free A B OUT

    for (i = 0; i < N; i++)
        so += OUT[i];
    printf("mean %.5f\n", so / N);
    for (i = 0; i < N; i += 397)
        printf("OUT[%d] = %.5f\n", i, OUT[i]);
    printf("OUT[%d] = %.5f\n", N - 1, OUT[N - 1]);
    return 0;
}
