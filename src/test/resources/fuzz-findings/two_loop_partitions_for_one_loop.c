/* 27_unsigned_loops.c: partitioned loops over unsigned variables and bounds (issue 3). A thread whose first
 * iteration lies beyond the loop's range must not run it even when the variable would wrap around below 0
 * (unsigned, counting down to 0), and a trip count computed from unsigned bounds must not wrap around when the
 * loop runs no iteration at all. Found by LoopPartitionPropertyTest. */
#include <stdio.h>
#include <stddef.h>

#define N 40

int A[N];
int B[N];
int C[N];
int D[N];

int main(void)
{
    unsigned lo = 7;       /* runtime bounds of unsigned type */
    size_t hi = 3;         /* hi < lo: the third loop runs no iteration */
    unsigned long top = N - 1;

    for (int i = 0; i < N; i++) {
        A[i] = 0;
        B[i] = 0;
        C[i] = 0;
        D[i] = 0;
    }

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*] copyin
#pragma hicuda global alloc D[*] copyin

    /* counting down to 0 over 8 threads: threads past the end would start below 0 */
#pragma hicuda kernel down tblock(1) thread(8)
#pragma hicuda loop_partition over_thread
    for (unsigned i = 10; i >= 1; i--)
        A[i] += 1;
#pragma hicuda kernel_end

    /* BLOCK over 4 blocks of 3 threads, counting down by 3 from a runtime unsigned start */
#pragma hicuda kernel downBlock tblock(4) thread(3)
    for (unsigned i = lo + 20; i > 2; i -= 3)
        B[i] += 1;
#pragma hicuda kernel_end

    /* an int variable compared with unsigned bounds: no iteration (7 < 3 is false) */
#pragma hicuda kernel empty tblock(2) thread(4)
#pragma hicuda loop_partition over_tblock over_thread
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = lo; i < hi; i++)
        C[i] += 1;
#pragma hicuda kernel_end

    /* size_t and unsigned long, CYCLIC */
#pragma hicuda kernel cyc tblock(3) thread(2)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (size_t i = 1; i <= top; i += 2)
        D[i] += (int) i;
#pragma hicuda kernel_end

#pragma hicuda global copyout A[*]
#pragma hicuda global copyout B[*]
#pragma hicuda global copyout C[*]
#pragma hicuda global copyout D[*]
#pragma hicuda global free A B C D

    for (int i = 0; i < N; i++)
        printf("%d: %d %d %d %d\n", i, A[i], B[i], C[i], D[i]);
    return 0;
}
