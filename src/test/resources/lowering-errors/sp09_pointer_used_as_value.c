// expect: 15:13: pointer 'p' may only be used in kernel 'k' to access its elements, as p[offset], *(p + offset) or through a cast to a pointer to rows with all subscripts, ((T (*)[d2]...) p)[i1][i2]...
#include <stdlib.h>

void f(int n)
{
    float *p = (float *)malloc(n * sizeof(float));
    int i;
#pragma hicuda shape p[n]
#pragma hicuda global alloc p[*] copyin

#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < n; i++) {
        float *q;
        q = p + i;
        *q = 0.0f;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout p[*]
#pragma hicuda global free p
    free(p);
}
