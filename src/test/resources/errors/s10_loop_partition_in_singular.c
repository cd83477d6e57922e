// expect: 10:1: 'loop_partition' inside a 'singular' region: singular code runs on one thread and cannot be partitioned
float x[64];

void f(void)
{
#pragma hicuda global alloc x[*] copyin
#pragma hicuda kernel k tblock(1) thread(64)
    {
#pragma hicuda singular
#pragma hicuda loop_partition over_thread
        for (int i = 0; i < 64; i++)
            x[i] = 0.0f;
#pragma hicuda singular_end
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
}
