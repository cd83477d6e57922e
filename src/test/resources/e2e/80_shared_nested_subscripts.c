/* Regression: an access to a shared array in the subscript of another access to it (B[B[i]]) is redirected
 * to the shared copy too (the inner access used to be left behind when the outer one was rewritten). */
#include <stdio.h>
#define N 1024

int main(void)
{
    static float A[N], C[N];
    static int B[N];
    int i;
    for (i = 0; i < N; i++) {
        A[i] = (float) (i * 3 % 17) + 0.5f;
        B[i] = (i * 7 + 3) % N;
    }
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda global alloc C[*]
#pragma hicuda kernel gather tblock(N/128) thread(128)
#pragma hicuda shared alloc B[*] copyin
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        C[i] = A[B[i]] * 2.0f + A[B[B[i]]];
    }
#pragma hicuda shared remove B
#pragma hicuda kernel_end
#pragma hicuda global copyout C[*]
#pragma hicuda global free A B C
    double s = 0;
    for (i = 0; i < N; i++)
        s += C[i] * (i % 5 + 1);
    printf("%.3f %.3f %.3f\n", s, C[0], C[N - 1]);
    return 0;
}
