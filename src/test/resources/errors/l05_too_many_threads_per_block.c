// expect: 7:44: too many threads per block in kernel 'big': 2048 (the limit is 1024)
float g[64][64];

void f(void)
{
#pragma hicuda global alloc g[*][*] copyin
#pragma hicuda kernel big tblock(1) thread(64, 32)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 64; i++)
#pragma hicuda loop_partition over_thread
        for (int j = 0; j < 64; j++)
            g[i][j] = 0.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout g[*][*]
#pragma hicuda global free g
}
