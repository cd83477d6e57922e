/* 53_shared_local.c: a kernel-local array in shared memory: SCR has no global directive; "shared alloc SCR[*]"
 * (no copy clauses) makes it a per-block shared scratch array.  Each block reduces its slice of X: threads store
 * partial sums in SCR, a tree reduction (over_thread loop with a shrinking trip count, barrier after each step)
 * folds it, and a singular region writes the block's result. */
#include <stdio.h>

#define NB 32
#define TPB 128
#define CHUNK 4
#define N (NB * TPB * CHUNK)

float X[N];
float BSUM[NB];
float SCR[TPB];

int main(void)
{
    int b, t, s, c;
    double total = 0.0;

    for (c = 0; c < N; c++)
        X[c] = 0.5f + (float)((c * 13) % 29) / 29.0f;

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc BSUM[*]

#pragma hicuda kernel blockReduce tblock(NB) thread(TPB)
#pragma hicuda loop_partition over_tblock
    for (b = 0; b < NB; b++) {
#pragma hicuda shared alloc SCR[*]
#pragma hicuda loop_partition over_thread
        for (t = 0; t < TPB; t++) {
            float v = 0.0f;
            for (c = 0; c < CHUNK; c++)
                v += X[(b * CHUNK + c) * TPB + t];
            SCR[t] = v;
        }
#pragma hicuda barrier
        for (s = TPB / 2; s > 0; s /= 2) {
#pragma hicuda loop_partition over_thread
            for (t = 0; t < s; t++)
                SCR[t] += SCR[t + s];
#pragma hicuda barrier
        }
#pragma hicuda singular
        BSUM[b] = SCR[0];
#pragma hicuda singular_end
#pragma hicuda barrier
#pragma hicuda shared remove SCR
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout BSUM[*]
#pragma hicuda global free X BSUM

    for (b = 0; b < NB; b++) {
        total += BSUM[b];
        printf("BSUM[%d] = %.4f\n", b, BSUM[b]);
    }
    printf("total %.4f\n", total);
    return 0;
}
