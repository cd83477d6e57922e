// checks: sizeof(!x) and sizeof(x < y) inside a kernel are sizeof(int) as in C (C++ would give sizeof(bool) == 1), and !x used as a value
#include <stdio.h>

#define N 512

int X[N];
int Y[N];

int main(void)
{
    int i;
    long sum = 0;
    for (i = 0; i < N; i++)
        X[i] = i % 3;
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda kernel notsize tblock(2) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        int x = X[i];
        Y[i] = (int)sizeof(!x) * 100 + (int)sizeof(x < 2) * 10 + !x;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout Y[*]
#pragma hicuda global free X Y
    for (i = 0; i < N; i++)
        sum += Y[i];
    printf("%d %d %ld\n", Y[0], Y[1], sum);
    return 0;
}
