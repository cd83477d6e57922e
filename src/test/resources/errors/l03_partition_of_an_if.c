// expect: 8:1: 'loop_partition' must be followed by a for loop, not by this if statement
float a[64];

void f(int on)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(1) thread(64)
#pragma hicuda loop_partition over_thread
    if (on)
        a[0] = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
