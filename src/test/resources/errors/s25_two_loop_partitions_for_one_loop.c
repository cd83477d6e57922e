// expect: 10:1: a second 'loop_partition' for the same loop (the first is at line 9); one directive names both over_tblock and over_thread
float a[64];

void f(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 64; i++)
        a[i] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
