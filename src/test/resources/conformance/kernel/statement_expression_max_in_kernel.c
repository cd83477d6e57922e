// checks: a MAX macro made of a GNU statement expression with typeof, used inside a kernel (each argument evaluated once)
#include <stdio.h>

#define N 1024
#define MAX(a, b) ({ typeof(a) _a = (a); typeof(b) _b = (b); _a > _b ? _a : _b; })

float A[N];
float B[N];
float C[N];

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++) {
        A[i] = (float)((i * 13) % 29);
        B[i] = (float)((i * 7) % 31);
    }
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*]
#pragma hicuda kernel vmax tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        int k = i;
        C[i] = MAX(A[i], B[i]) + (float)MAX(k++, 100);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout C[*]
#pragma hicuda global free A B C
    for (i = 0; i < N; i++)
        sum += C[i];
    printf("%.1f %.1f %.1f\n", sum, C[5], C[500]);
    return 0;
}
