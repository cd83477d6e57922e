/* texture_lookup.c: read-only data through texture memory, with the texture directive defined as the read-only
 * sibling of global (its grammar is not printed in either paper): "texture copyin TAB[*]" before the kernel,
 * "texture remove TAB" after it.  The kernel gathers from a lookup table with data-dependent indices and
 * interpolates linearly between two entries. */
#include <stdio.h>
#include <math.h>

#define N 16384
#define TN 257

float TAB[TN];
float X[N];
float Y[N];

int main(void)
{
    int i;
    double sy = 0.0;

    for (i = 0; i < TN; i++)
        TAB[i] = 1.0f + 0.5f * sinf((float)i * 0.0245436926f); /* 1 + sin(2*pi*i/256)/2 */
    for (i = 0; i < N; i++)
        X[i] = (float)((i * 7919) % N) / (float)N; /* in [0, 1) */

#pragma hicuda texture copyin TAB[*]
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]

#pragma hicuda kernel lookup tblock(64) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float pos = X[i] * (float)(TN - 1);
        int k = (int)pos;
        float f = pos - (float)k;
        Y[i] = TAB[k] * (1.0f - f) + TAB[k + 1] * f;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout Y[*]
#pragma hicuda global free X Y
#pragma hicuda texture remove TAB

    for (i = 0; i < N; i++)
        sy += Y[i];
    printf("meanY %.5f\n", sy / N);
    for (i = 0; i < N; i += 1531)
        printf("X %.5f Y %.5f\n", X[i], Y[i]);
    return 0;
}
