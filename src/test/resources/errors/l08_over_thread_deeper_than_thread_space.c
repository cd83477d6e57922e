// expect: 10:1: 'over_thread' at nesting level 2 but kernel 'k' has a 1-dimensional thread space
float g[16][16];

void f(void)
{
#pragma hicuda global alloc g[*][*] copyin
#pragma hicuda kernel k tblock(4, 4) thread(16)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 16; i++)
#pragma hicuda loop_partition over_tblock over_thread
        for (int j = 0; j < 16; j++)
            g[i][j] = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout g[*][*]
#pragma hicuda global free g
}
