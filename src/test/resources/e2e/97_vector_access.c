/* A thread's consecutive elements loaded 16 bytes at a time (docs/optimizer.md, "vector-access"): each thread
 * reads a row of P (16 floats: four float4, under the guard j < n of a grid larger than the rows), of Q (6
 * doubles: three double2) and of R (4 ints from an offset of 2 in rows of 8: never 16-byte aligned, so that
 * every thread takes the loop as written), and W (read alike by every thread). */
#include <stdio.h>

#define N 77
#define D 16
#define TX 32

float P[N][D], W[D], OUT[N];
double Q[N][6], QOUT[N];
int R[N * 8 + 4], ROUT[N];

int main(void)
{
    int j, k, n = N;
    double s = 0.0;
    for (j = 0; j < N; j++) {
        for (k = 0; k < D; k++)
            P[j][k] = (float)((j * 7 + k * 3) % 13) - 6.0f;
        for (k = 0; k < 6; k++)
            Q[j][k] = 0.5 * ((j + 2 * k) % 9) - 2.0;
        OUT[j] = QOUT[j] = 0;
        ROUT[j] = 0;
    }
    for (k = 0; k < D; k++)
        W[k] = 0.25f * (k % 5) + 0.5f;
    for (j = 0; j < N * 8 + 4; j++)
        R[j] = (j * 11) % 23 - 11;
#pragma hicuda global alloc P[*][*] copyin
#pragma hicuda global alloc W[*] copyin
#pragma hicuda global alloc Q[*][*] copyin
#pragma hicuda global alloc R[*] copyin
#pragma hicuda global alloc OUT[*] copyin
#pragma hicuda global alloc QOUT[*] copyin
#pragma hicuda global alloc ROUT[*] copyin
#pragma hicuda kernel rows tblock(3) thread(TX)
#pragma hicuda loop_partition over_tblock over_thread
    for (j = 0; j < 96; j++) {
        float row[D], acc = 0.0f;
        double qs = 0.0;
        int rs = 0;
        for (k = 0; k < D; k++)
            row[k] = j < n ? P[j][k] : 0.0f;
        for (k = 0; k < D; k++)
            acc += row[k] * W[k];
        if (j < n) {
            for (k = 0; k < 6; k++)
                qs += Q[j][k] * (k + 1);
            for (k = 0; k < 4; k++) {
                int v = R[j * 8 + 2 + k];
                rs += v * v - k;
            }
            OUT[j] = acc;
            QOUT[j] = qs;
            ROUT[j] = rs;
        }
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout OUT[*]
#pragma hicuda global copyout QOUT[*]
#pragma hicuda global copyout ROUT[*]
#pragma hicuda global free P W Q R OUT QOUT ROUT
    for (j = 0; j < N; j++)
        s += OUT[j] * (1 + j % 3) + QOUT[j] + ROUT[j];
    printf("%.4f %.2f %d\n", s, OUT[N - 1], ROUT[N - 2]);
    return 0;
}
