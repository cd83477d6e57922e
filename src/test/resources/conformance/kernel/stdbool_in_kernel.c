// checks: bool, true and false from <stdbool.h> in a kernel (a bool array written with true/false, bool locals converted from ints)
#include <stdio.h>
#include <stdbool.h>

#define N 1000

int V[N];
bool FLAG[N];

int main(void)
{
    int i, count = 0;
    for (i = 0; i < N; i++)
        V[i] = (i * 37) % 101 - 50;
#pragma hicuda global alloc V[*] copyin
#pragma hicuda global alloc FLAG[*]
#pragma hicuda kernel positive tblock(4) thread(250)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        bool even = !(V[i] & 1);
        FLAG[i] = (V[i] > 0 && even) ? true : false;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout FLAG[*]
#pragma hicuda global free V FLAG
    for (i = 0; i < N; i++)
        count += FLAG[i];
    printf("%d %d %d\n", count, FLAG[2], (int)sizeof FLAG[0]);
    return 0;
}
