// checks: C99 compound literals inside a kernel: an array literal subscripted (a stencil's weights) and a struct literal's member
#include <stdio.h>

#define N 1024

struct pair { int lo, hi; };

int A[N];
int B[N];

int main(void)
{
    int i;
    long sum = 0;
    for (i = 0; i < N; i++) {
        A[i] = i % 11;
        B[i] = 0;
    }
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda kernel stencil tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < N - 1; i++) {
        const int *w = (const int[]){1, 2, 1};
        B[i] = w[0] * A[i - 1] + w[1] * A[i] + w[2] * A[i + 1] + (struct pair){i % 3, 100}.lo;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    for (i = 0; i < N; i++)
        sum += B[i];
    printf("%ld %d %d\n", sum, B[1], B[N - 2]);
    return 0;
}
