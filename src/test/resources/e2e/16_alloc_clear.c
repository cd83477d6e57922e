/* 16_alloc_clear.c: global alloc ... clear: the device histogram-like arrays start at 0 without a copyin
 * (the host arrays are also zero, as the sequential program requires), then kernels accumulate into them. */
#include <stdio.h>

#define NB 64
#define NS 200

float ACC[NB][NS];
int CNT[NB];
float X[NB * NS];

int main(void)
{
    int b, s, r;
    double sa = 0.0;
    long long sc = 0;

    for (b = 0; b < NB * NS; b++)
        X[b] = 0.5f + (float)((b * 17) % 101) / 101.0f;
    /* ACC and CNT are zero-initialized (static storage) */

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc ACC[*][*] clear
#pragma hicuda global alloc CNT[*] clear

    for (r = 0; r < 3; r++) {
#pragma hicuda kernel accumulate tblock(8, 4) thread(8, 32)
#pragma hicuda loop_partition over_tblock over_thread
        for (b = 0; b < NB; b++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (s = 0; s < NS; s++) {
                ACC[b][s] += X[b * NS + s] * (float)(r + 1);
                if (s == 0)
                    CNT[b] += 1;
            }
        }
#pragma hicuda kernel_end
    }

#pragma hicuda global copyout ACC[*][*]
#pragma hicuda global copyout CNT[*]
#pragma hicuda global free X ACC CNT

    for (b = 0; b < NB; b++) {
        sc += CNT[b];
        for (s = 0; s < NS; s++)
            sa += ACC[b][s];
    }
    printf("sumACC %.5f\nsumCNT %lld\n", sa, sc);
    for (b = 0; b < NB; b += 5)
        printf("ACC[%d][%d] = %.5f CNT[%d] = %d\n", b, (b * 3) % NS, ACC[b][(b * 3) % NS], b, CNT[b]);
    return 0;
}
