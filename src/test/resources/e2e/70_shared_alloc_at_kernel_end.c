/* 70_shared_alloc_at_kernel_end.c: a shared alloc whose scope runs to the end of the kernel region
 * (found by the check fuzzer: the live range of such a copy ended before it started, issue 14). */
#include <stdio.h>

#define N 256
float a[N];

int main(void)
{
    int i;
    for (i = 0; i < N; i++)
        a[i] = (float) i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc a[i] copyin
        a[i] = a[i] * 2.0f;
#pragma hicuda shared copyout a[i]
#pragma hicuda shared remove a
    }
#pragma hicuda kernel_end
#pragma hicuda kernel k2 tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        a[i] = a[i] + 1.0f;
#pragma hicuda shared alloc a[0:127]
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    for (i = 0; i < N; i += 51)
        printf("a[%d] = %g\n", i, a[i]);
    return 0;
}
