// expect: 9:29: section of 'p' has 1 dimension but its shape (shape at src/test/resources/lowering-errors/sp02_shape_rank_mismatch.c:8) has 2
#include <stdlib.h>

void f(int n, int m)
{
    float *p = (float *)malloc(n * m * sizeof(float));
    int i;
#pragma hicuda shape p[n][m]
#pragma hicuda global alloc p[0:n*m-1] copyin

#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < n * m; i++)
        p[i] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout p[0:n*m-1]
#pragma hicuda global free p
    free(p);
}
