/* fig8.c: the paper's Fig. 8 shared-directive example: a kernel loop over a 6-element int array A, cyclically
 * distributed over 3 threads of a single thread block, with "shared alloc A[i-1:i+1] copyin" at the top of each
 * iteration (the compiler merges it over the 3 concurrent iterations into a 5-element shared array and guards
 * the out-of-bound loads of A[-1] and A[6]).  A second kernel applies the same pattern at a larger size
 * (1024 elements, 4 blocks x 32 threads).
 * Reconstruction notes (the figure is garbled in the extraction): the figure shows "#pragma loop_partition" and
 * "#pragma shared" without the "hicuda" keyword -- we write the full form; the "... Computation ..." is our
 * choice (a 3-point stencil B[i] = A[i-1] + 2*A[i] + A[i+1], with the out-of-range neighbours treated as 0 so
 * the sequential program never reads outside A); the figure shows no "shared remove", we add one at the end of
 * the iteration, preceded by a barrier (as Fig. 4 does) so that the next batch's copyin cannot overwrite the
 * shared copy while other threads still read it; the global directives for A and B are ours. */
#include <stdio.h>

#define NL 1024

int A[6];
int B[6];
int AL[NL];
int BL[NL];

int main(void)
{
    int i;
    long long sl = 0;

    for (i = 0; i < 6; i++)
        A[i] = (i + 1) * (i + 1) + 3;
    for (i = 0; i < NL; i++)
        AL[i] = (i * 37) % 101 + 1;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]

#pragma hicuda kernel fig8 tblock(1) thread(3)
    // Cyclically distribute it over 3 threads.
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 6; ++i) {
        // A is a 6-element integer array.
#pragma hicuda shared alloc A[i-1:i+1] copyin
        // ... Computation ...
        B[i] = (i > 0 ? A[i-1] : 0) + 2 * A[i] + (i < 5 ? A[i+1] : 0);
#pragma hicuda barrier
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B[*]
#pragma hicuda global free A B

#pragma hicuda global alloc AL[*] copyin
#pragma hicuda global alloc BL[*]

#pragma hicuda kernel fig8large tblock(4) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < NL; ++i) {
#pragma hicuda shared alloc AL[i-1:i+1] copyin
        BL[i] = (i > 0 ? AL[i-1] : 0) + 2 * AL[i] + (i < NL - 1 ? AL[i+1] : 0);
#pragma hicuda barrier
#pragma hicuda shared remove AL
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout BL[*]
#pragma hicuda global free AL BL

    for (i = 0; i < 6; i++)
        printf("B[%d] = %d\n", i, B[i]);
    for (i = 0; i < NL; i++)
        sl += BL[i] * (long long)(i % 7 + 1);
    printf("weighted sum BL %lld\n", sl);
    for (i = 0; i < NL; i += 97)
        printf("BL[%d] = %d\n", i, BL[i]);
    printf("BL[%d] = %d\n", NL - 1, BL[NL - 1]);
    return 0;
}
