// expect: 7:42: thread dimension size must be positive, not 0
float a[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(0)
#pragma hicuda loop_partition over_tblock
    for (int i = 0; i < 64; i++)
        a[i] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
