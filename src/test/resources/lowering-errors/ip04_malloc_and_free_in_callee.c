// expect: 8:16: 'malloc' cannot be called in 'scratch', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip04_malloc_and_free_in_callee.c:22) → work (src/test/resources/lowering-errors/ip04_malloc_and_free_in_callee.c:25) → scratch (src/test/resources/lowering-errors/ip04_malloc_and_free_in_callee.c:16)): device code cannot allocate or free memory; allocate it before the kernel and give it to the kernel with a 'global alloc' directive
// expect: 12:5: 'free' cannot be called in 'scratch', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip04_malloc_and_free_in_callee.c:22) → work (src/test/resources/lowering-errors/ip04_malloc_and_free_in_callee.c:25) → scratch (src/test/resources/lowering-errors/ip04_malloc_and_free_in_callee.c:16)): device code cannot allocate or free memory; allocate it before the kernel and give it to the kernel with a 'global alloc' directive
#include <stdlib.h>
float a[64];

static float scratch(float x)
{
    float *t = malloc(4 * sizeof(float));
    float r;
    t[0] = x;
    r = t[0] * 3.0f;
    free(t);
    return r;
}

static float work(float x) { return scratch(x) + 1.0f; }

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = work(a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
