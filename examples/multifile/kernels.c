/* kernels.c: the saxpy kernel of the multi-file example; its two coefficients go through
 * constant memory (a file of its own with a constant pool, linked with main.c's). */
#include "params.h"

static float coef[2];

void saxpy(float a, float *x, float *y)
{
    int i;

    coef[0] = a;
    coef[1] = 1.0f;
#pragma hicuda shape x[N]
#pragma hicuda shape y[N]
#pragma hicuda global alloc x[*] copyin
#pragma hicuda global alloc y[*] copyin
#pragma hicuda constant copyin coef[*]

#pragma hicuda kernel saxpy_kernel tblock(N/BLOCK) thread(BLOCK)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        y[i] = coef[0] * x[i] + coef[1] * y[i];
#pragma hicuda kernel_end

#pragma hicuda global copyout y[*]
#pragma hicuda global free x y
#pragma hicuda constant remove coef
}
