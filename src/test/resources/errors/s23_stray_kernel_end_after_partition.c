// expect: 11:1: 'kernel_end' without a matching 'kernel' in the same block
float a[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++)
        a[i] += 1.0f;
#pragma hicuda barrier
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
