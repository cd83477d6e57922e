// expect: 8:35: thread-block dimension mapped to gridDim.y is 70000 (the limit is 65535)
#define ROWS 70000
float v[ROWS][4];

void f(void)
{
#pragma hicuda global alloc v[*][*] clear
#pragma hicuda kernel tall tblock(ROWS, 1) thread(4)
#pragma hicuda loop_partition over_tblock
    for (int i = 0; i < ROWS; i++)
#pragma hicuda loop_partition over_thread
        for (int j = 0; j < 4; j++)
            v[i][j] = 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout v[*][*]
#pragma hicuda global free v
}
