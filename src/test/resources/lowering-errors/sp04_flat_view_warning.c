// expect warning: 16:13: the access *(p + i * m + j + 1) cannot be written as p[..][..] on the shape float[n][m] (shape at src/test/resources/lowering-errors/sp04_flat_view_warning.c:8): in dimension 2, the remainder 'j + 1' (range [1, m]) of 'i * m + j + 1' divided by 'm' is not provably within [0, m - 1]; 'p' is therefore accessed as one flat dimension of n * m elements in kernel 'shift' (correct, but its accesses are not checked per dimension and a shared directive cannot use a section of it)
#include <stdlib.h>

void f(int n, int m)
{
    float *p = (float *)malloc(n * m * sizeof(float));
    int i, j;
#pragma hicuda shape p[n][m]
#pragma hicuda global alloc p[*][*] copyin

    /* p[i][j + 1] leaves row i when j = m - 1: the offset is right, the subscripts would not be */
#pragma hicuda kernel shift tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n - 1; i++)
        for (j = 0; j < m; j++)
            *(p + i * m + j + 1) = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout p[*][*]
#pragma hicuda global free p
    free(p);
}
