/* 17_two_kernels_shared_data.c: kernels in sequence sharing device data: the first writes T (never copied in
 * or out, device-only intermediate), the second reads T and writes OUT, a third updates X in place and that
 * result is read by a fourth kernel with a different grid shape. */
#include <stdio.h>

#define R 48
#define C 64

float X[R][C];
float T[R][C];
float OUT[R][C];
float COLS[C];

int main(void)
{
    int i, j;
    double so = 0.0, sx = 0.0, sc = 0.0;

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            X[i][j] = 1.0f + (float)((i * 19 + j * 23) % 31) / 31.0f;

#pragma hicuda global alloc X[*][*] copyin
#pragma hicuda global alloc T[*][*]
#pragma hicuda global alloc OUT[*][*]
#pragma hicuda global alloc COLS[*]

#pragma hicuda kernel produce tblock(3, 4) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++)
            T[i][j] = X[i][j] * 2.0f + 1.0f;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel consume tblock(6) thread(64)
#pragma hicuda loop_partition over_tblock
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < C; j++)
            OUT[i][j] = T[i][j] + T[(i + 1) % R][j] + T[i][(j + C - 1) % C];
    }
#pragma hicuda kernel_end

#pragma hicuda kernel update tblock(4, 4) thread(12, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++)
            X[i][j] = X[i][j] * 0.5f + T[i][j] * 0.25f;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel colsum tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (j = 0; j < C; j++) {
        float s = 0.0f;
        for (i = 0; i < R; i++)
            s += X[i][j];
        COLS[j] = s;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout OUT[*][*]
#pragma hicuda global copyout X[*][*]
#pragma hicuda global copyout COLS[*]
#pragma hicuda global free X T OUT COLS

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            so += OUT[i][j];
            sx += X[i][j];
        }
    for (j = 0; j < C; j++)
        sc += COLS[j];
    printf("sumOUT %.5f\nsumX %.5f\nsumCOLS %.5f\n", so, sx, sc);
    for (j = 0; j < C; j += 7)
        printf("COLS[%d] = %.5f OUT[%d][%d] = %.5f\n", j, COLS[j], j % R, j, OUT[j % R][j]);
    return 0;
}
