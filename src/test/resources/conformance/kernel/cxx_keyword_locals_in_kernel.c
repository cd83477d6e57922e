// checks: kernel-local variables named new, class, this, template and y1 (C identifiers that are C++ keywords or math functions)
#include <stdio.h>

#define N 768

float A[N];
float B[N];

int main(void)
{
    int i;
    double sum = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (float)(i % 13);
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel keywords tblock(3) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float new = A[i] * 2.0f;
        int class = i % 4;
        float this = new + (float)class;
        int template = 3;
        float y1 = this * (float)template;
        B[i] = y1;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    for (i = 0; i < N; i++)
        sum += B[i];
    printf("%.1f %.1f %.1f\n", sum, B[5], B[N - 1]);
    return 0;
}
