// expect: 10:29: access to 'g' in a kernel must index all 2 dimensions (it indexes 1)
float g[8][8];

void f(void)
{
#pragma hicuda global alloc g[*][*] copyin
#pragma hicuda kernel k tblock(1) thread(8)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 8; i++)
        g[i][1] = g[i][0] + g[i];
#pragma hicuda kernel_end
#pragma hicuda global copyout g[*][*]
#pragma hicuda global free g
}
