// expect: 18:13: pointer 'p' is used in kernel 'k' with the shape p[m][n] (src/test/resources/lowering-errors/sp08_shape_at_kernel_differs.c:13) but its 'global alloc' (src/test/resources/lowering-errors/sp08_shape_at_kernel_differs.c:10) was laid out with the shape float[n][m] (shape at src/test/resources/lowering-errors/sp08_shape_at_kernel_differs.c:8); one shape must be visible at both
#include <stdlib.h>

void f(int n, int m)
{
    float *p = (float *)malloc(n * m * sizeof(float));
    int i, j;
#pragma hicuda shape p[n][m]

#pragma hicuda global alloc p[*][*] copyin

    {
#pragma hicuda shape p[m][n]
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < m; i++)
            for (j = 0; j < n; j++)
            p[i * n + j] = 0.0f;
#pragma hicuda kernel_end
    }
#pragma hicuda global copyout p[*][*]
#pragma hicuda global free p
    free(p);
}
