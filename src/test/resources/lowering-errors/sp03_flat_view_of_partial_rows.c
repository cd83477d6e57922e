// expect: 15:13: the access p[i * m + j + 1] cannot be written as p[..][..] on the shape float[n][m] (shape at src/test/resources/lowering-errors/sp03_flat_view_of_partial_rows.c:8): in dimension 2, the remainder 'j + 1' (range [1, m]) of 'i * m + j + 1' divided by 'm' is not provably within [0, m - 1]; a flat view of 'p' needs the allocated section to cover dimension 2 entirely, which 'global alloc p[*][1:m-1]' does not; write the offset so that each subscript is provably within its dimension (loop bounds), or allocate whole rows
#include <stdlib.h>

void f(int n, int m)
{
    float *p = (float *)malloc(n * m * sizeof(float));
    int i, j;
#pragma hicuda shape p[n][m]
#pragma hicuda global alloc p[*][1:m-1] copyin

#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n - 1; i++)
        for (j = 0; j < m; j++)
            p[i * m + j + 1] = p[i * m + j + 1] * 2.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout p[*][1:m-1]
#pragma hicuda global free p
    free(p);
}
