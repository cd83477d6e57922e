// expect warning: 18:13: possible loop-carried dependence on 'B' between this write and the read at src/test/resources/lowering-errors/sp11_flat_access_outside_section.c:18:43: in the subscript 'i * m + j', the part 'j' is not provably smaller than the stride 'm', so hicuda cannot prove that different iterations touch different elements; iterations of the partitioned loop run in parallel
// expect note: 18:43: the read of 'B' in another iteration of the loop partitioned at line 15
// expect warning: 18:43: the access B[i * m + j - 1] cannot be written as B[..][..] on the shape float[n][m] (shape at src/test/resources/lowering-errors/sp11_flat_access_outside_section.c:11): in dimension 2, the remainder 'j - 1' (range [-1, m - 2]) of 'i * m + j - 1' divided by 'm' is not provably within [0, m - 1]; 'B' is therefore accessed as one flat dimension of n * m elements in kernel 'k' (correct, but its accesses are not checked per dimension and a shared directive cannot use a section of it)
// expect: 18:43: access to 'B' in kernel 'k' is outside the allocated section: in its flat offset the index 'i * m + j - 1' reaches -1 (its range is [-1, m * n - 2]) but 'global alloc B[*][*]' (src/test/resources/lowering-errors/sp11_flat_access_outside_section.c:12) allocates [0, m * n - 1] of the flat array; allocate rows that cover every element the kernel uses, or keep the offset inside the section
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
