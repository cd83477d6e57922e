// expect: 7:58: call through a function pointer in 'apply', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip03_function_pointer_in_callee.c:15) → use (src/test/resources/lowering-errors/ip03_function_pointer_in_callee.c:18) → apply (src/test/resources/lowering-errors/ip03_function_pointer_in_callee.c:9)): device code may call functions only by their names
// expect: 9:42: function 'twice' used as a value in 'use', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip03_function_pointer_in_callee.c:15) → use (src/test/resources/lowering-errors/ip03_function_pointer_in_callee.c:18)): function pointers cannot be used in device code
float a[64];

static float twice(float x) { return 2.0f * x; }

static float apply(float (*op)(float), float x) { return op(x); }

static float use(float x) { return apply(twice, x); }

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = use(a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
