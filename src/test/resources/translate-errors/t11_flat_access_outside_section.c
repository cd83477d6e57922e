// expect warning: 16:43: the access B[i * m + j - 1] cannot be written as B[..][..] on the shape float[n][m]
// expect: 16:43: access to 'B' in kernel 'k' is outside the allocated section: in its flat offset the index 'i * m + j - 1' reaches -1 (its range is [-1, m * n - 2]) but 'global alloc B[*][*]' (src/test/resources/translate-errors/t11_flat_access_outside_section.c:10) allocates [0, m * n - 1] of the flat array
#include <stdlib.h>

void f(int n, int m)
{
    float *B = (float *)malloc(n * m * sizeof(float));
    int i, j;
#pragma hicuda shape B[n][m]
#pragma hicuda global alloc B[*][*] copyin

#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[i * m + j] = B[i * m + j] + B[i * m + j - 1];
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*][*]
#pragma hicuda global free B
    free(B);
}
