// expect: 10:1: 'loop_partition' must be followed by a for loop, not by this while loop
float x[1024];

void f(void)
{
    int i = 0;
#pragma hicuda global alloc x[*] copyin
#pragma hicuda kernel k tblock(4) thread(256)
    {
#pragma hicuda loop_partition over_tblock over_thread
        while (i < 1024) {
            x[i] = 0.0f;
            i++;
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
}
