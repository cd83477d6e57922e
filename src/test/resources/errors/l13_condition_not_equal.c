// expect: 9:5: cannot partition this loop: its condition must use <, <=, > or >= (not '!=')
float a[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i != 64; i++)
        a[i] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
