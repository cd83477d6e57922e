// expect: 13:28: recursive call to 'even' in device code (kernel 'parity' (src/test/resources/lowering-errors/ip02_recursion_in_device_code.c:20) → even (src/test/resources/lowering-errors/ip02_recursion_in_device_code.c:23) → odd (src/test/resources/lowering-errors/ip02_recursion_in_device_code.c:8) → even (src/test/resources/lowering-errors/ip02_recursion_in_device_code.c:13)): functions that run on the GPU cannot be recursive
float a[64];

static float odd(int n);

static float even(int n)
{
    return n == 0 ? 1.0f : odd(n - 1);
}

static float odd(int n)
{
    return n == 0 ? 0.0f : even(n - 1);
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel parity tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = even(i);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
