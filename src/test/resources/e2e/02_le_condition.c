/* 02_le_condition.c: loop conditions written with <= (1-based inclusive bounds, i <= N and j <= m-1 with a
 * runtime m), partitioned over a 2-D grid whose sizes do not divide the trip counts. */
#include <stdio.h>

#define N 100

int V[N + 1][N + 1];

int main(void)
{
    int i, j;
    int m = 90;
    long long sum = 0;

    for (i = 0; i <= N; i++)
        for (j = 0; j <= N; j++)
            V[i][j] = -1;

#pragma hicuda global alloc V[*][*] copyin

#pragma hicuda kernel leCond tblock(3, 5) thread(8, 8)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i <= N; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j <= m - 1; j++)
            V[i][j] = i * 1000 + j * 3 + (i ^ j) % 7;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout V[*][*]
#pragma hicuda global free V

    for (i = 0; i <= N; i++)
        for (j = 0; j <= N; j++)
            sum += V[i][j];
    printf("sum %lld\n", sum);
    for (i = 0; i <= N; i += 9)
        printf("V[%d][%d] = %d V[%d][%d] = %d\n", i, (i * 7) % (N + 1), V[i][(i * 7) % (N + 1)], i, m - 1, V[i][m - 1]);
    return 0;
}
