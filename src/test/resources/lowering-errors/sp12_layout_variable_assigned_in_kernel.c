// expect: 9:29: the layout of 'p' on the device (global alloc p[*][*], float[n][m]) uses 'm', which kernel 'k' assigns: the kernel would address the device copy with its own value of 'm'; use another variable in the kernel
#include <stdlib.h>

void f(int n, int m)
{
    float *p = (float *)malloc(n * m * sizeof(float));
    int i, j;
#pragma hicuda shape p[n][m]
#pragma hicuda global alloc p[*][*] copyin

#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++) {
        m = 4;
        for (j = 0; j < m; j++)
            p[i * m + j] = 1.0f;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout p[*][*]
#pragma hicuda global free p
    free(p);
}
