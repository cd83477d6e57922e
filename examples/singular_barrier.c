/* singular_barrier.c: per-block partial sums.  Each thread of a block sums a chunk into PART[b][t]; after a
 * barrier, a singular region (run once per thread block, by one thread) adds the block's partials into
 * BSUM[b] and scales its chunk-max into BMAX[b].  The host adds the per-block results. */
#include <stdio.h>

#define NB 24
#define TPB 64
#define CHUNK 16
#define N (NB * TPB * CHUNK)

float X[N];
float PART[NB][TPB];
float PMAX[NB][TPB];
float BSUM[NB];
float BMAX[NB];

int main(void)
{
    int b, t, c;
    unsigned int seed = 777u;
    double total = 0.0;

    for (c = 0; c < N; c++) {
        seed = seed * 1664525u + 1013904223u;
        X[c] = 0.25f + (float)((seed >> 9) & 0x3FFF) / 16384.0f;
    }

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc PART[*][*]
#pragma hicuda global alloc PMAX[*][*]
#pragma hicuda global alloc BSUM[*]
#pragma hicuda global alloc BMAX[*]

#pragma hicuda kernel blockSums tblock(NB) thread(TPB)
#pragma hicuda loop_partition over_tblock
    for (b = 0; b < NB; b++) {
#pragma hicuda loop_partition over_thread
        for (t = 0; t < TPB; t++) {
            float s = 0.0f, m = 0.0f;
            for (c = 0; c < CHUNK; c++) {
                float v = X[(b * TPB + t) * CHUNK + c];
                s += v;
                if (v > m)
                    m = v;
            }
            PART[b][t] = s;
            PMAX[b][t] = m;
        }
#pragma hicuda barrier
#pragma hicuda singular
        {
            float tot = 0.0f, mx = 0.0f;
            for (t = 0; t < TPB; t++) {
                tot += PART[b][t];
                if (PMAX[b][t] > mx)
                    mx = PMAX[b][t];
            }
            BSUM[b] = tot;
            BMAX[b] = mx;
        }
#pragma hicuda singular_end
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout BSUM[*]
#pragma hicuda global copyout BMAX[*]
#pragma hicuda global free X PART PMAX BSUM BMAX

    for (b = 0; b < NB; b++) {
        total += BSUM[b];
        printf("block %2d: sum %.5f max %.5f\n", b, BSUM[b], BMAX[b]);
    }
    printf("total %.5f\n", total);
    return 0;
}
