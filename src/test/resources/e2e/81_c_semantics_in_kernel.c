/* 81_c_semantics_in_kernel.c: C that C++ reads differently, inside a kernel (the device file is C++):
 * sizeof of a character constant and of a comparison or negation is sizeof(int) in C; an int stored
 * in an enum variable needs no cast in C; a C++ keyword used as a name; an int argument of a
 * <math.h> function of doubles is converted to double (C++ would pick an integer overload, which
 * CUDA's device code lacks). The CPU target must print what the sequential program prints. */
#include <stdio.h>
#include <math.h>
#define N 256

enum phase { COLD, WARM, HOT };

int main(void)
{
    static int out[N];
    static int kind[N];
    int i;
    for (i = 0; i < N; i++)
        kind[i] = i % 3;
#pragma hicuda global alloc out[*]
#pragma hicuda global alloc kind[*] copyin
#pragma hicuda kernel csem tblock(N/64) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        enum phase p;
        int new = i & 7;
        p = kind[i];
        p = (i % 2) ? kind[i] : p;
        out[i] = (int) sizeof('a') * 100 + (int) sizeof(!new) * 10 + (int) sizeof(i < new) + p * 1000 + new
                 + (int) (sqrt(i) * 8.0) + (int) pow(new, 2);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout out[*]
#pragma hicuda global free out kind
    long s = 0;
    for (i = 0; i < N; i++)
        s += (long) out[i] * (i + 1);
    printf("%ld %d %d\n", s, out[0], out[N - 1]);
    return 0;
}
