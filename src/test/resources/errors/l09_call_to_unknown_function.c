// expect: 11:25: call to 'rand' inside kernel 'noise': its definition is not in this file, so it cannot be compiled for the GPU
#include <stdlib.h>
float a[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel noise tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++)
        a[i] += (float) rand();
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
