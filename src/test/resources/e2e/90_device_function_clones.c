/* 90_device_function_clones.c: functions called from kernels, compiled for the device (journal §5.7.2).
 * 'blend' is reached with two redirections: its parameter 'out' is bound to the global copy of Y (all of it)
 * in one kernel and to that of Z[16:N-1] (a section: subscripts shifted by 16) in another, so it is cloned
 * twice (blend__g_out__g_in__g_W and blend__g_out__g_in__g_W_2); 'blend_row' takes the 2-D copy of the rows
 * 1..R-2 of M through an array parameter; 'gain' reads the file-scope scalar 'scale' (passed in as a value) and the file-scope array
 * W (its global copy passed in); 'sum4' receives the address of an element, a plain device pointer. */
#include <stdio.h>

#define N 1024
#define R 34
#define C 32

float X[N], Y[N], Z[N];
float M[R][C];
float W[16];
float scale = 1.5f;

static float gain(int k)
{
    return scale * W[k % 16];
}

static void blend(float *out, const float *in, int i, int k)
{
    out[i] = 0.5f * out[i] + in[i] * gain(k);
}

static void blend_row(float row[][C], int r, int j)
{
    row[r][j] = row[r][j] * gain(r + j) + 1.0f;
}

static float sum4(const float *v)
{
    return v[0] + v[1] + v[2] + v[3];
}

int main(void)
{
    int i, j;
    double sy = 0.0, sm = 0.0;

    for (i = 0; i < N; i++) {
        X[i] = (float)(i % 29) * 0.125f;
        Y[i] = 1.0f;
        Z[i] = (float)(i % 7);
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            M[i][j] = (float)((i * 3 + j) % 11);
    for (i = 0; i < 16; i++)
        W[i] = 0.25f * (float)(i + 1);

#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*] copyin
#pragma hicuda global alloc W[*] copyin
#pragma hicuda global alloc M[1:R-2][*] copyin
#pragma hicuda global alloc Z[16:N-1] copyin

#pragma hicuda kernel vec tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++)
        blend(Y, X, i, i);
#pragma hicuda kernel_end

#pragma hicuda kernel vec2 tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 16; i < N; i++)
        blend(Z, X, i, i + 3);
#pragma hicuda kernel_end

#pragma hicuda kernel mat tblock(R - 2) thread(C)
#pragma hicuda loop_partition over_tblock
    for (i = 1; i < R - 1; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < C; j++)
            blend_row(M, i, j);
    }
#pragma hicuda kernel_end

#pragma hicuda kernel sums tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N / 4; i++)
        X[i] = sum4(&Y[4 * i]);
#pragma hicuda kernel_end

#pragma hicuda global copyout X[*]
#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout M[1:R-2][*]
#pragma hicuda global copyout Z[16:N-1]
#pragma hicuda global free X Y W M Z

    for (i = 0; i < N; i++)
        sy += Y[i] + 0.5 * X[i] + 0.25 * Z[i];
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            sm += M[i][j] * (double)(j + 1);
    printf("sumY %.4f\nsumM %.4f\n", sy, sm);
    for (i = 0; i < N; i += 97)
        printf("Y[%d] = %.5f X[%d] = %.5f\n", i, Y[i], i, X[i]);
    printf("M[0][3] %.4f M[1][3] %.4f M[%d][5] %.4f\n", M[0][3], M[1][3], R - 1, M[R - 1][5]);
    return 0;
}
