// expect: 16:40: access to 'B' in kernel 'k' is outside the allocated section: in dimension 2 the index 'j - 1' reaches -1 (its range is [-1, 62]) but 'global alloc B[*][0:M-1]' (src/test/resources/lowering-errors/sp06_access_outside_section_2d.c:10) allocates [0, 63]; allocate a section that covers every index the kernel uses (dimension 2 as [-1:63]), or keep the index inside the section
#define N 32
#define M 64
float B[N][M];

int main(void)
{
    int i, j;

#pragma hicuda global alloc B[*][0:M-1] copyin

#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            B[i][j] = B[i][j] + B[i][j - 1];
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*][*]
#pragma hicuda global free B
    return 0;
}
