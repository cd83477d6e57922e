/* 64_shared_padded_rows.c: shared copies whose rows are read one per lane (s_Y[threadIdx.x][k], and a 3-D
 * s_Z[threadIdx.x][q][c]) are stored with padded rows against bank conflicts ([32][17], [32][17][5]); the
 * transfers and the reads must still use the logical extents (issue 5). */
#include <stdio.h>

#define N 128

float Y[N][16], Z[N][16][5], D[N], E[N];

int main(void)
{
    int i, k, q, c;
    double s = 0.0, t = 0.0;

    for (i = 0; i < N; i++)
        for (k = 0; k < 16; k++) {
            Y[i][k] = (float)((i * 7 + k * 3) % 19) / 19.0f;
            for (c = 0; c < 5; c++)
                Z[i][k][c] = (float)((i + k * 5 + c * 11) % 23) / 23.0f;
        }

#pragma hicuda global alloc Y[*][*] copyin
#pragma hicuda global alloc Z[*][*][*] copyin
#pragma hicuda global alloc D[*]
#pragma hicuda global alloc E[*]

#pragma hicuda kernel rows tblock(N / 32) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float a = 0.0f, b = 0.0f;
#pragma hicuda shared alloc Y[i][*] copyin
#pragma hicuda shared alloc Z[i][*][*] copyin
        for (k = 0; k < 16; k++)
            a += Y[i][k] * (float)(k + 1);
        for (q = 0; q < 16; q++)
            for (c = 0; c < 5; c++)
                b += Z[i][q][c] * (float)(c + 1);
        D[i] = a;
        E[i] = b;
#pragma hicuda shared remove Y Z
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout D[*]
#pragma hicuda global copyout E[*]
#pragma hicuda global free Y Z D E

    for (i = 0; i < N; i++) {
        s += D[i] * (double)(i % 5 + 1);
        t += E[i] * (double)(i % 3 + 1);
    }
    printf("D %.4f E %.4f D[0] %.4f E[%d] %.4f\n", s, t, D[0], N - 1, E[N - 1]);
    return 0;
}
