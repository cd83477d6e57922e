// expect: 8:1: kernel 'first' has no matching 'kernel_end' in the same block
float a[64];
float b[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel first tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++)
        a[i] += 1.0f;
#pragma hicuda kernel second tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++)
        b[i] = a[i];
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
