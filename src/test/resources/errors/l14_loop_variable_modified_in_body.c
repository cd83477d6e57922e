// expect: 11:13: cannot partition this loop: the loop variable 'i' is modified in the loop body
float a[64];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++) {
        if (a[i] < 0.0f)
            i++;
        a[i] = 0.0f;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
