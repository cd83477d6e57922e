// expect: 7:5: 'fprintf' is host input/output and cannot be called in 'traced', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip05_host_io_in_callee.c:16) → traced (src/test/resources/lowering-errors/ip05_host_io_in_callee.c:19)): device code may print only with printf
#include <stdio.h>
float a[64];

static float traced(float x)
{
    fprintf(stderr, "x = %f\n", x);
    printf("x = %f\n", x);
    return x + 1.0f;
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = traced(a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
