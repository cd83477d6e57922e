// expect: 17:5: call of 'fill' inside a 'singular' region: it holds loop_partition, barrier, singular or shared directives (kernel 'k' (src/test/resources/lowering-errors/ip10_partitioned_callee_in_singular.c:15) → fill (src/test/resources/lowering-errors/ip10_partitioned_callee_in_singular.c:17)), which need every thread of the block, but a singular region runs on one thread
float a[64];

static void fill(void)
{
    int j;
#pragma hicuda loop_partition over_thread
    for (j = 0; j < 64; j++)
        a[j] = (float) j;
}

int main(void)
{
#pragma hicuda global alloc a[*]
#pragma hicuda kernel k tblock(1) thread(64)
#pragma hicuda singular
    fill();
#pragma hicuda singular_end
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
