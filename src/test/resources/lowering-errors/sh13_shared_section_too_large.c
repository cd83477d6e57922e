// expect: 12:33: dimension 1 of the shared copy of 'pos' spans more than 9223372036854775807 elements, more than fit in the 232448 bytes of shared memory of a block
float pos[1024][4];

void f(void)
{
    int i, jj, j;
#pragma hicuda global alloc pos[*][*] copyin
#pragma hicuda kernel forces tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
        for (jj = 0; jj < 1024; jj += 256) {
#pragma hicuda shared alloc pos[jj:jj+9223372036854775807][*] copyin
            for (j = jj; j < jj + 256; j++)
                pos[i][0] += pos[j][1];
#pragma hicuda shared remove pos
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global free pos
}
