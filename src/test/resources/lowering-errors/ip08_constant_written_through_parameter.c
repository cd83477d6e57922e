// expect: 7:5: 'bump' writes to 'c', which is in constant memory (kernel 'k' (src/test/resources/lowering-errors/ip08_constant_written_through_parameter.c:15) → bump (src/test/resources/lowering-errors/ip08_constant_written_through_parameter.c:18)); such copies are read-only in device code; use 'global alloc' for an array that device code writes
float a[64];
float coef[4];

static void bump(float *c, int k)
{
    c[k] = c[k] + 1.0f;
}

int main(void)
{
    int i;
#pragma hicuda constant copyin coef[*]
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++) {
        bump(coef, i % 4);
        a[i] = coef[i % 4];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
#pragma hicuda constant remove coef
    return 0;
}
