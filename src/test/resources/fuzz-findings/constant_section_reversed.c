/* 58_constant_sections_calls.c: constant sections that are not contiguous in host memory (a 2-D block of a
 * matrix, a 3-D box), a chunked constant copy in a loop whose start is a run-time value (kv[c:c+CH-1][*], as in
 * the cp and mri benchmarks), and constant copies in two functions: 'smooth' is called while main's copy of M
 * is live (its copy must not share M's bytes), 'scale' is called when nothing else is live (it may).  A texture
 * section with run-time bounds (flat device copy) is read next to them. */
#include <stdio.h>

#define N 512
#define CH 16
#define NK 64

float M[8][10];
float T[4][5][8];
float KV[NK][4];
float H[6];
float G[3];
float S[32][16];
float X[N];
float Y[N];
float Z[N];

void smooth(void)
{
    int i;
#pragma hicuda constant copyin H[*]
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Z[*]
#pragma hicuda kernel smoothK tblock(4) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        Z[i] = H[0] + H[1] * X[i] + H[5] * X[(i + 1) % N];
#pragma hicuda kernel_end
#pragma hicuda global copyout Z[*]
#pragma hicuda global free X Z
#pragma hicuda constant remove H
}

void scale(float *out, int n)
{
    int i;
    for (i = 0; i < n; i++)
        out[i] = 0.0f;
#pragma hicuda constant copyin G[*]
#pragma hicuda global alloc Y[*] copyin
#pragma hicuda kernel scaleK tblock(2) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        Y[i] = Y[i] * G[0] + G[1] - G[2];
#pragma hicuda kernel_end
#pragma hicuda global copyout Y[*]
#pragma hicuda global free Y
#pragma hicuda constant remove G
}

int main(void)
{
    int i, j, k, c, r0 = 9, r1 = 20, w = 16;
    double sy = 0.0, sz = 0.0;
    float acc[1];

    for (i = 0; i < 8; i++)
        for (j = 0; j < 10; j++)
            M[i][j] = (float)(i * 10 + j) / 80.0f;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 5; j++)
            for (k = 0; k < 8; k++)
                T[i][j][k] = (float)((i * 7 + j * 3 + k) % 11) / 11.0f;
    for (i = 0; i < NK; i++)
        for (j = 0; j < 4; j++)
            KV[i][j] = (float)((i * 5 + j) % 13) / 13.0f;
    for (i = 0; i < 6; i++)
        H[i] = 0.5f + (float)i;
    G[0] = 2.0f;
    G[1] = 0.25f;
    G[2] = 0.125f;
    for (i = 0; i < 32; i++)
        for (j = 0; j < 16; j++)
            S[i][j] = (float)((i + 2 * j) % 9);
    for (i = 0; i < N; i++) {
        X[i] = (float)(i % 37) / 37.0f;
        Y[i] = 0.0f;
    }

    /* M[2:5][3:6] is a 4x4 block of an 8x10 matrix: four strided rows. */
#pragma hicuda constant copyin M[2:5][3:6]
    smooth();
#pragma hicuda constant copyin T[1:2][1:3][0:4]
#pragma hicuda texture copyin S[r0:r1][0:w-1]
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda kernel blocks tblock(8) thread(64)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float s = 0.0f;
        for (j = 2; j <= 5; j++)
            s += M[j][3 + i % 4] * M[5 - (j - 2)][6 - i % 4];
        for (j = 1; j <= 3; j++)
            s += T[1 + i % 2][j][i % 5] - T[2 - i % 2][4 - j][4 - i % 5];
        Y[i] = s * X[i] + S[r0 + i % (r1 - r0 + 1)][i % w];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout Y[*]
#pragma hicuda global free X Y
#pragma hicuda texture remove S
#pragma hicuda constant remove T M

    {
        /* chunks of KV through constant memory, accumulated into Y */
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*] copyin
        for (c = 0; c < NK; c += CH) {
#pragma hicuda constant copyin KV[c:c+CH-31][*]
#pragma hicuda kernel chunk tblock(N / 128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
            for (i = 0; i < N; i++) {
                float s = 0.0f;
                for (k = c; k < c + CH; k++)
                    s += KV[k][0] * X[i] + KV[k][1] - KV[k][2] * KV[k][3];
                Y[i] += s;
            }
#pragma hicuda kernel_end
#pragma hicuda constant remove KV
        }
#pragma hicuda global copyout Y[*]
#pragma hicuda global free X Y
    }

    scale(acc, 1);

    for (i = 0; i < N; i++) {
        sy += Y[i];
        sz += Z[i];
    }
    printf("sumY %.4f\nsumZ %.4f\n", sy, sz);
    for (i = 0; i < N; i += 37)
        printf("Y[%d] = %.5f Z = %.5f\n", i, Y[i], Z[i]);
    return 0;
}
