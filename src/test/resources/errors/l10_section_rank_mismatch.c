// expect: 6:29: section of 'g' has 1 dimension but the array has 2
float g[8][8];

void f(void)
{
#pragma hicuda global alloc g[0:7] copyin
#pragma hicuda kernel k tblock(1) thread(8)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 8; i++)
        g[i][i] = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout g[*][*]
#pragma hicuda global free g
}
