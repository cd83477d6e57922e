#include "common.h"

void compute(float *out, const float *in)
{
    int i;
#pragma hicuda kernel att tblock(N / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        out[i] = attenuate(in[i], i);
#pragma hicuda kernel_end
}
