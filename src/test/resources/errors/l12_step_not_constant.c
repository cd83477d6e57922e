// expect: 9:5: cannot partition this loop: its step must add or subtract a non-zero constant to 'i' (i++, i--, i += 2, ...)
float a[64];

void f(int s)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i += s)
        a[i] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
