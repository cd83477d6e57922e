// checks: sizeof('a') inside a kernel is sizeof(int) (4) as in C, and character constants in kernel arithmetic
#include <stdio.h>

#define N 1024

int OUT[N];

int main(void)
{
    int i;
    long sum = 0;
#pragma hicuda global alloc OUT[*]
#pragma hicuda kernel charsize tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        OUT[i] = (int)sizeof('a') * 1000 + ('a' + i % 26) - 'a';
#pragma hicuda kernel_end
#pragma hicuda global copyout OUT[*]
#pragma hicuda global free OUT
    for (i = 0; i < N; i++)
        sum += OUT[i];
    printf("%d %d %d %ld\n", OUT[0], OUT[27], OUT[N - 1], sum);
    return 0;
}
