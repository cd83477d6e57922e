/* 68_block_uniform_bounds.c: a shared directive inside a sequential loop whose start depends on a loop
 * partitioned over threads only through (i / K) * K, which is the same for all the threads of a block when K
 * is a multiple of the block's span of i (tpacf's triangular walk, issue 10): BLOCK over blocks and threads
 * (chunks that are multiples of the thread count), CYCLIC, and K twice the span. The kernel parameter has a
 * type from <stdint.h>, included just above main: the launch function's prototype in the host program comes
 * after that #include. */
#include <stdio.h>
#include <stdint.h>

#define N 512
#define T 64

float P[N];
uint32_t H[3][N];

int main(void)
{
    int i, jj, j;
    for (i = 0; i < N; i++)
        P[i] = (float)((i * 37) % 101) / 101.0f;
#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc H[*][*]

    /* BLOCK: 8 blocks of 64 threads, each block's i in one run of 64 */
#pragma hicuda kernel tri tblock(N / T) thread(T)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        uint32_t c = 0;
        float pi = P[i];
        for (jj = (i / T) * T; jj < N; jj += T) {
#pragma hicuda shared alloc P[jj:jj+T-1] copyin
            for (j = jj; j < jj + T; j++)
                if (j > i && P[j] > pi)
                    c++;
#pragma hicuda barrier
#pragma hicuda shared remove P
        }
        H[0][i] = c;
    }
#pragma hicuda kernel_end

    /* CYCLIC over 4 blocks, and K = 2 * T: (i / 128) * 128 */
#pragma hicuda kernel tri2 tblock(4) thread(T)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (i = 0; i < N; i++) {
        uint32_t c = 0;
        float pi = P[i];
        for (jj = (i / (2 * T)) * (2 * T); jj < N; jj += T) {
#pragma hicuda shared alloc P[jj:jj+T-1] copyin
            for (j = jj; j < jj + T; j++)
                if (P[j] < pi)
                    c++;
#pragma hicuda shared remove P
        }
        H[1][i] = c;
        H[2][i] = (uint32_t)(i / T);
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout H[*][*]
#pragma hicuda global free P H
    unsigned long s0 = 0, s1 = 0, s2 = 0;
    for (i = 0; i < N; i++) {
        s0 += H[0][i] * (unsigned long)(i % 7 + 1);
        s1 += H[1][i] * (unsigned long)(i % 5 + 1);
        s2 += H[2][i];
    }
    printf("%lu %lu %lu %u %u\n", s0, s1, s2, (unsigned)H[0][3], (unsigned)H[1][500]);
    return 0;
}
