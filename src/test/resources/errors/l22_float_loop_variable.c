// expect: 9:5: cannot partition this loop: its variable 'x' must have an integer type, not float
float a[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (float x = 0.0f; x < 64.0f; x += 1.0f)
        a[(int) x] = x;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
