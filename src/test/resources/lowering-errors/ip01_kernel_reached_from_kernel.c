// expect: 7:1: kernel 'nested' is reached from inside another kernel through calls (kernel 'outer' (src/test/resources/lowering-errors/ip01_kernel_reached_from_kernel.c:24) → step (src/test/resources/lowering-errors/ip01_kernel_reached_from_kernel.c:27) → inner (src/test/resources/lowering-errors/ip01_kernel_reached_from_kernel.c:17)); kernel regions cannot be nested, even through calls
float a[64];

static void inner(void)
{
    int j;
#pragma hicuda kernel nested tblock(1) thread(64)
#pragma hicuda loop_partition over_thread
    for (j = 0; j < 64; j++)
        a[j] = 0.0f;
#pragma hicuda kernel_end
}

static void step(int i)
{
    if (i == 0)
        inner();
}

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel outer tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 64; i++)
        step(i);
#pragma hicuda kernel_end
#pragma hicuda global free a
    return 0;
}
