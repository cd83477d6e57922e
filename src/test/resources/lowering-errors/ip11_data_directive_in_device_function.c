// expect: 7:1: 'global' directive in 'get', which runs on the GPU (kernel 'k' (src/test/resources/lowering-errors/ip11_data_directive_in_device_function.c:15) → get (src/test/resources/lowering-errors/ip11_data_directive_in_device_function.c:18)); data directives stand in host code, outside kernels
float a[64];
float b[64];

static float get(int i)
{
#pragma hicuda global alloc b[*] copyin
    return b[i];
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = get(i);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
