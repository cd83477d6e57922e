// checks: enums in a kernel: an int assigned to an enum variable, enum + 1 assigned back, enum constants as array sizes and in comparisons
#include <stdio.h>

#define N 900

enum phase { SOLID, LIQUID, GAS, NPHASES };

int P[N];
int OUT[N];

int main(void)
{
    int i, hist[NPHASES + 1] = {0};
    for (i = 0; i < N; i++)
        P[i] = (i * 7) % 3;
#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc OUT[*]
#pragma hicuda kernel heat tblock(3) thread(300)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        enum phase ph = P[i];
        if (i % 2 == 0)
            ph = ph + 1;
        OUT[i] = ph == GAS ? 10 * GAS : ph;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout OUT[*]
#pragma hicuda global free P OUT
    for (i = 0; i < N; i++)
        hist[OUT[i] == 10 * GAS ? GAS : OUT[i]]++;
    printf("%d %d %d %d %d\n", hist[SOLID], hist[LIQUID], hist[GAS], hist[NPHASES], OUT[4]);
    return 0;
}
