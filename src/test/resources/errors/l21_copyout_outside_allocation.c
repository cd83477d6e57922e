// expect: 12:33: section [0:59] of 'a' is outside the allocated section [10:59] in dimension 1
float a[100];

void f(void)
{
#pragma hicuda global alloc a[10:59] copyin
#pragma hicuda kernel k tblock(2) thread(25)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 10; i < 60; i++)
        a[i] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[0:59]
#pragma hicuda global free a
}
