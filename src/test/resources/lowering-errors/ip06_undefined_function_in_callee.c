// expect: 5:50: call to 'rand' in 'noisy', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip06_undefined_function_in_callee.c:13) → level2 (src/test/resources/lowering-errors/ip06_undefined_function_in_callee.c:16) → noisy (src/test/resources/lowering-errors/ip06_undefined_function_in_callee.c:7)): its definition is not in the program, so it cannot be compiled for the GPU
#include <stdlib.h>
float a[64];

static float noisy(float x) { return x + (float) rand(); }

static float level2(float x) { return noisy(x) * 0.5f; }

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = level2(a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
