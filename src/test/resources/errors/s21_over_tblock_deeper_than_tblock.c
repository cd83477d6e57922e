// expect: 10:1: 'over_tblock' at nesting level 2 but kernel 'k' has a 1-dimensional thread-block space
float a[16][16];
void f(void)
{
    int i, j;
#pragma hicuda global alloc a[*][*] copyin
#pragma hicuda kernel k tblock(4) thread(16)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < 16; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < 16; j++)
            a[i][j] = 0;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*][*]
#pragma hicuda global free a
}
