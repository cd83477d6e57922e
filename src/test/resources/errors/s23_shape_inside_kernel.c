// expect: 12:1: 'shape' directive inside a kernel region; give the shape of 'p' before 'kernel', where its data directives see it
#include <stdlib.h>

void f(int n)
{
    float *p = (float *)malloc(n * sizeof(float));
    int i;
#pragma hicuda global alloc p[*]

#pragma hicuda kernel k tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
#pragma hicuda shape p[n]
    for (i = 0; i < n; i++)
        p[i] = 0.0f;
#pragma hicuda kernel_end
}
