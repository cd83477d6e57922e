/* 57_shared_geometries.c: shared sections merged over many partition geometries (issue 4).  Each kernel
 * reads its input only through a shared copy, so a merged section too small, at the wrong offset or
 * loaded from the wrong place shows up as a wrong result (the CPU target poisons shared memory).
 *   k1: CYCLIC over blocks and threads, halo of 2 on both sides crossing both array edges
 *   k2: a loop counting down (step -1), BLOCK over blocks
 *   k3: step 2 over threads only, section A[i:i+1] (the box covers the pairs of all threads)
 *   k4: 2-D with a 6 x 12 box for 4 x 8 threads: 3 rounds, the last one partial
 *   k5: 3 virtual thread dimensions (collapsed into x), a 3-D box
 *   k6: shared copyout of the centre of a haloed section (an offset sub-box)
 *   k7: two shared variables with nested live ranges and an array of doubles */
#include <stdio.h>

#define N 1024
#define R 24
#define C 40

float A[N], B1[N], B2[N], B3[N], B6[N];
float M[R][C], B4[R][C];
float V[4][8][16], B5[4][8][16];
double D[N], B7[N];

int main(void)
{
    int i, j, k;
    double s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0;

    for (i = 0; i < N; i++) {
        A[i] = 1.0f + (float)((i * 37) % 101) / 101.0f;
        B6[i] = A[i];
        D[i] = 0.5 + (double)((i * 13) % 17) / 17.0;
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            M[i][j] = (float)((i * 7 + j * 3) % 23) / 23.0f;
    for (k = 0; k < 4; k++)
        for (j = 0; j < 8; j++)
            for (i = 0; i < 16; i++)
                V[k][j][i] = (float)((k * 5 + j * 3 + i) % 19) / 19.0f;

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B1[*]
#pragma hicuda global alloc B2[*]
#pragma hicuda global alloc B3[*]
#pragma hicuda global alloc B6[*] copyin
#pragma hicuda global alloc M[*][*] copyin
#pragma hicuda global alloc B4[*][*]
#pragma hicuda global alloc V[*][*][*] copyin
#pragma hicuda global alloc B5[*][*][*]
#pragma hicuda global alloc D[*] copyin
#pragma hicuda global alloc B7[*]

#pragma hicuda kernel k1 tblock(4) thread(64)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc A[i-2:i+2] copyin
        B1[i] = (i >= 2 ? A[i-2] : 0.0f) + (i >= 1 ? A[i-1] : 0.0f) + A[i]
              + (i + 1 < N ? A[i+1] : 0.0f) + (i + 2 < N ? A[i+2] : 0.0f);
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end

#pragma hicuda kernel k2 tblock(8) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = N - 1; i >= 0; i--) {
#pragma hicuda shared alloc A[i-1:i+1] copyin
        B2[i] = 2.0f * A[i] - (i > 0 ? A[i-1] : 0.0f) - (i < N - 1 ? A[i+1] : 0.0f);
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end

#pragma hicuda kernel k3 tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < N; i += 2) {
#pragma hicuda shared alloc A[i:i+1] copyin
        B3[i] = A[i] * A[i+1];
        B3[i+1] = A[i] - A[i+1];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end

#pragma hicuda kernel k4 tblock(R/4, C/8) thread(4, 8)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++) {
#pragma hicuda shared alloc M[i-1:i+1][j-2:j+2] copyin
            float s = 0.0f;
            int di, dj;
            for (di = -1; di <= 1; di++)
                for (dj = -2; dj <= 2; dj++)
                    if (i + di >= 0 && i + di < R && j + dj >= 0 && j + dj < C)
                        s += M[i+di][j+dj] * (float)(di + 2 * dj + 7);
            B4[i][j] = s;
#pragma hicuda shared remove M
        }
    }
#pragma hicuda kernel_end

#pragma hicuda kernel k5 tblock(1) thread(4, 4, 16)
#pragma hicuda loop_partition over_thread
    for (k = 0; k < 4; k++) {
#pragma hicuda loop_partition over_thread
        for (j = 0; j < 8; j++) {
#pragma hicuda loop_partition over_thread
            for (i = 0; i < 16; i++) {
#pragma hicuda shared alloc V[k][j][*] copyin
                B5[k][j][i] = V[k][j][i] + V[k][j][15 - i];
#pragma hicuda shared remove V
            }
        }
    }
#pragma hicuda kernel_end

#pragma hicuda kernel k6 tblock(N/128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
#pragma hicuda shared alloc B6[i-1:i+1] copyin
#pragma hicuda barrier
        B6[i] = B6[i] * 3.0f;
#pragma hicuda shared copyout B6[i]
#pragma hicuda shared remove B6
    }
#pragma hicuda kernel_end

#pragma hicuda kernel k7 tblock(N/256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        double t;
#pragma hicuda shared alloc D[i:i] copyin
        t = D[i] * D[i];
#pragma hicuda shared alloc A[i-3:i+3] copyin
        t += A[i] + (i >= 3 ? A[i-3] : 0.0f) + (i + 3 < N ? A[i+3] : 0.0f);
#pragma hicuda shared remove A
        B7[i] = t - D[i];
#pragma hicuda shared remove D
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout B1[*]
#pragma hicuda global copyout B2[*]
#pragma hicuda global copyout B3[*]
#pragma hicuda global copyout B4[*][*]
#pragma hicuda global copyout B5[*][*][*]
#pragma hicuda global copyout B6[*]
#pragma hicuda global copyout B7[*]
#pragma hicuda global free A B1 B2 B3 B6 M B4 V B5 D B7

    for (i = 0; i < N; i++) {
        s1 += B1[i] * (double)(i % 7 + 1);
        s2 += B2[i] * (double)(i % 5 + 1);
        s3 += B3[i] * (double)(i % 3 + 1);
        s6 += B6[i] * (double)(i % 11 + 1);
        s7 += B7[i] * (double)(i % 13 + 1);
    }
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            s4 += B4[i][j] * (double)((i + j) % 9 + 1);
    for (k = 0; k < 4; k++)
        for (j = 0; j < 8; j++)
            for (i = 0; i < 16; i++)
                s5 += B5[k][j][i] * (double)((k + j + i) % 4 + 1);
    printf("k1 %.5f\nk2 %.5f\nk3 %.5f\nk4 %.5f\nk5 %.5f\nk6 %.5f\nk7 %.5f\n", s1, s2, s3, s4, s5, s6, s7);
    printf("B1[0] %.5f B1[%d] %.5f B2[0] %.5f B2[%d] %.5f B4[0][0] %.5f B4[%d][%d] %.5f\n",
           B1[0], N - 1, B1[N - 1], B2[0], N - 1, B2[N - 1], B4[0][0], R - 1, C - 1, B4[R - 1][C - 1]);
    return 0;
}
