// expect: 15:9: pointer 'p' is used in kernel 'k' but no 'shape' directive for it is visible at the kernel; add '#pragma hicuda shape p[d1][d2]...' giving the dimensions of the memory it points to (after its allocation, in this block or an enclosing one), and a 'global alloc p[*]...' directive before the kernel
#include <stdlib.h>

void f(int n)
{
    float *p = (float *)malloc(n * sizeof(float));
    int i;
    {
#pragma hicuda shape p[n]
    }

#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < n; i++)
        p[i] = 0.0f;
#pragma hicuda kernel_end
    free(p);
}
