// expect: 7:42: thread dimension mapped to blockDim.z is 128 (the limit is 64)
float c[128][2][2];

void f(void)
{
#pragma hicuda global alloc c[*][*][*] clear
#pragma hicuda kernel k tblock(1) thread(128, 2, 2)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < 128; i++)
#pragma hicuda loop_partition over_thread
        for (int j = 0; j < 2; j++)
#pragma hicuda loop_partition over_thread
            for (int k = 0; k < 2; k++)
                c[i][j][k] = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout c[*][*][*]
#pragma hicuda global free c
}
