/* 60_shared_constant_texture.c: the three read paths in one kernel: a shared tile of IN with a halo
 * ("shared alloc IN[i:i+2*R] copyin"), filter weights in constant memory and a lookup table through the texture
 * path; then a kernel that stages the constant weights themselves in shared memory ("shared alloc W[*] copyin"
 * on an array in constant memory: the loads read the constant copy). */
#include <stdio.h>

#define N 1024
#define R 2
#define TB 128

float IN[N + 2 * R];
float OUT[N];
float OUT2[N];
float W[2 * R + 1];
float LUT[64];

int main(void)
{
    int i, k;
    double s1 = 0.0, s2 = 0.0;

    for (i = 0; i < N + 2 * R; i++)
        IN[i] = (float)((i * 13) % 29) / 29.0f;
    for (k = 0; k <= 2 * R; k++)
        W[k] = (float)(k + 1) / 15.0f;
    for (i = 0; i < 64; i++)
        LUT[i] = 0.01f * (float)(i * i % 17);

#pragma hicuda constant copyin W[*]
#pragma hicuda texture copyin LUT[*]
#pragma hicuda global alloc IN[*] copyin
#pragma hicuda global alloc OUT[*]
#pragma hicuda global alloc OUT2[*]

#pragma hicuda kernel conv tblock(N / TB) thread(TB)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc IN[i:i+2*R] copyin
        float s = 0.0f;
        for (k = 0; k <= 2 * R; k++)
            s += W[k] * IN[i + k];
        OUT[i] = s + LUT[i % 64];
#pragma hicuda shared remove IN
    }
#pragma hicuda kernel_end

#pragma hicuda kernel staged tblock(N / TB) thread(TB)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc W[*] copyin
        OUT2[i] = W[i % (2 * R + 1)] * IN[i + R] + LUT[(i * 7) % 64];
#pragma hicuda shared remove W
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout OUT[*]
#pragma hicuda global copyout OUT2[*]
#pragma hicuda global free IN OUT OUT2
#pragma hicuda texture remove LUT
#pragma hicuda constant remove W

    for (i = 0; i < N; i++) {
        s1 += OUT[i];
        s2 += OUT2[i];
    }
    printf("sum1 %.4f\nsum2 %.4f\n", s1, s2);
    for (i = 0; i < N; i += 101)
        printf("OUT[%d] = %.5f OUT2 = %.5f\n", i, OUT[i], OUT2[i]);
    return 0;
}
