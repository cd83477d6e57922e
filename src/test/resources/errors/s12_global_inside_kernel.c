// expect: 9:5: 'global' directive inside a kernel region; place it before 'kernel' or after 'kernel_end'
float a[128], b[128];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel copy tblock(1) thread(128)
    {
    #pragma hicuda global alloc b[*]
#pragma hicuda loop_partition over_thread
        for (int i = 0; i < 128; i++)
            a[i] = 2.0f * a[i];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
