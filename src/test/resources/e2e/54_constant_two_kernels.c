/* 54_constant_two_kernels.c: constant arrays used by two kernels: W (weights) and OFF (int offsets) stay in
 * constant memory across both kernels; a third constant array K2 has a later, non-overlapping scope (after
 * "constant remove OFF") so the compiler may reuse the constant memory; scalars from the host as parameters. */
#include <stdio.h>

#define N 6000
#define NW 9

float W[NW];
int OFF[NW];
double K2[4];
float X[N + 16];
float Y[N];
float Z[N];
double D[N];

int main(void)
{
    int i, k;
    float bias = 0.125f;
    double sy = 0.0, sz = 0.0, sd = 0.0;

    for (k = 0; k < NW; k++) {
        W[k] = (float)(k + 1) / 45.0f;
        OFF[k] = (k * 5) % 16;
    }
    for (k = 0; k < 4; k++)
        K2[k] = 1.0 / (double)(k + 2);
    for (i = 0; i < N + 16; i++)
        X[i] = 1.0f + (float)((i * 23) % 51) / 51.0f;

#pragma hicuda constant copyin W[*]
#pragma hicuda constant copyin OFF[*]
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc Z[*]
#pragma hicuda global alloc D[*]

#pragma hicuda kernel gather tblock(24) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float s = bias;
        for (k = 0; k < NW; k++)
            s += W[k] * X[i + OFF[k]];
        Y[i] = s;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel weighted tblock(12) thread(128)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (i = 0; i < N; i++)
        Z[i] = Y[i] * W[i % NW] + X[i + OFF[(i * 7) % NW]];
#pragma hicuda kernel_end

#pragma hicuda constant remove OFF
#pragma hicuda constant copyin K2[*]

#pragma hicuda kernel poly tblock(20) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        double z = (double)Z[i];
        D[i] = ((K2[3] * z + K2[2]) * z + K2[1]) * z + K2[0] + (double)W[0];
    }
#pragma hicuda kernel_end

#pragma hicuda constant remove K2 W
#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout Z[*]
#pragma hicuda global copyout D[*]
#pragma hicuda global free X Y Z D

    for (i = 0; i < N; i++) {
        sy += Y[i];
        sz += Z[i];
        sd += D[i];
    }
    printf("sumY %.5f\nsumZ %.5f\nsumD %.5f\n", sy, sz, sd);
    for (i = 0; i < N; i += 599)
        printf("Y[%d] = %.5f Z = %.5f D = %.5f\n", i, Y[i], Z[i], D[i]);
    return 0;
}
