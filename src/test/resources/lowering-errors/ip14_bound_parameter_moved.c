// expect: 17:22: parameter 'p' of 'first' receives the device copy of 'a' and is assigned in the function; device code may index it but not move it (kernel 'k' (src/test/resources/lowering-errors/ip14_bound_parameter_moved.c:14) → first (src/test/resources/lowering-errors/ip14_bound_parameter_moved.c:17))
float a[64];

static float first(float *p)
{
    p = p + 1;
    return p[0];
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        a[i] = first(a);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
