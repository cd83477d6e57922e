// expect: 15:15: access to 'p' in kernel 'k' is outside the allocated section: in dimension 1 the index 'i' reaches 0 (its range is [0, n - 1]) but 'global alloc p[1:n-2][*]' (src/test/resources/lowering-errors/sp10_shaped_access_outside_rows.c:9) allocates [1, n - 2]; allocate a section that covers every index the kernel uses (dimension 1 as [0:n - 1]), or keep the index inside the section
#include <stdlib.h>

void f(int n, int m)
{
    float *p = (float *)malloc(n * m * sizeof(float));
    int i, j;
#pragma hicuda shape p[n][m]
#pragma hicuda global alloc p[1:n-2][*] copyin

#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            p[i * m + j] = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout p[1:n-2][*]
#pragma hicuda global free p
    free(p);
}
