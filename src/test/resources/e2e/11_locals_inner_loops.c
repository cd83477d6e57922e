/* 11_locals_inner_loops.c: kernel loop bodies with local scalars and a local array, if/else, inner sequential
 * loops (including a nested pair and a while loop), and C99 declarations in for-init inside the kernel. */
#include <stdio.h>

#define N 512
#define W 8

float A[N][W];
float OUT[N];
int CNT[N];

int main(void)
{
    int i;
    double so = 0.0;
    long long sc = 0;

    for (i = 0; i < N; i++)
        for (int k = 0; k < W; k++)
            A[i][k] = 0.5f + (float)((i * 7 + k * 3) % 19) / 19.0f;

#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc OUT[*]
#pragma hicuda global alloc CNT[*]

#pragma hicuda kernel locals tblock(4) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float acc = 0.0f;
        float tmp[W];
        int count = 0;
        int n;

        for (int k = 0; k < W; k++)
            tmp[k] = A[i][k] * (float)(k + 1);
        for (int k = 0; k < W; k++)
            for (int m = k; m < W; m++)
                acc += tmp[k] * tmp[m] * 0.01f;
        if (acc > 2.0f)
            acc = acc * 0.5f;
        else
            acc = acc + 1.0f;
        n = i + 1;
        while (n > 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            count++;
        }
        OUT[i] = acc;
        CNT[i] = count;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout OUT[*]
#pragma hicuda global copyout CNT[*]
#pragma hicuda global free A OUT CNT

    for (i = 0; i < N; i++) {
        so += OUT[i];
        sc += CNT[i];
    }
    printf("sumOUT %.5f\nsumCNT %lld\n", so, sc);
    for (i = 0; i < N; i += 41)
        printf("OUT[%d] = %.5f CNT[%d] = %d\n", i, OUT[i], i, CNT[i]);
    return 0;
}
