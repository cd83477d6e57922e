/* Copy-ins pipelined over sequential loops (docs/translation.md, "Pipelined copies"): the next
 * iteration's tile is loaded into registers while the current one is used, two buffers in turn.
 * Cases: a tile loop whose last tile leaves the data (the fast path's test fails there: guarded copy),
 * a downward loop with step -2, a loop that runs no iteration, a loop with a continue after the copy,
 * vector-sized rows (float rows of 8: 16-byte moves on the GPU) and a misaligned start (scalar path),
 * and an array the kernel writes (not pipelined: its next tile could still change). */
#include <stdio.h>

#define N 100
#define M 64
#define NI 128

float A[N][M], B[N][M], S[4][NI], W[NI][M];

int main(void)
{
    int i, j, k, t, kk, none = 0;
    for (i = 0; i < NI; i++)
        for (j = 0; j < M; j++) {
            if (i < N) {
                A[i][j] = (float)((i * 7 + j * 3) % 23) - 11.0f;
                B[i][j] = (float)((i * 5 + j) % 17) * 0.5f;
            }
            W[i][j] = 1.0f;
        }
#pragma hicuda global alloc A[*][*] copyin
#pragma hicuda global alloc B[*][*] copyin
#pragma hicuda global alloc W[*][*] copyin
#pragma hicuda global alloc S[*][*]
#pragma hicuda kernel tiles tblock(4) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < NI; i++) {
        float s0 = 0.0f, s1 = 0.0f, s2 = 0.0f, s3 = 0.0f;
        /* 8-row tiles of A over all rows: the last tile (rows 96..103) leaves the data */
        for (kk = 0; kk < N; kk += 8) {
#pragma hicuda shared alloc A[kk:kk+7][0:7] copyin
            for (k = kk; k < kk + 8 && k < N; k++)
                for (j = 0; j < 8; j++)
                    s0 += A[k][j] * (float)(i % 5 + 1);
#pragma hicuda barrier
#pragma hicuda shared remove A
        }
        /* downward, step -2, a misaligned column start (1): scalar moves */
        for (t = N - 2; t >= 0; t -= 2) {
#pragma hicuda shared alloc B[t:t+1][1:9] copyin
            if (t % 4 == 0) {
                s1 += B[t][1] - B[t + 1][9];
                continue;
            }
            s1 += B[t + 1][5];
#pragma hicuda barrier
#pragma hicuda shared remove B
        }
        /* no iteration at all */
        for (t = 0; t < none; t++) {
#pragma hicuda shared alloc B[t][0:31] copyin
            s2 += B[t][3];
#pragma hicuda shared remove B
        }
        /* W is written by the kernel: its copy-in is not pipelined */
        for (kk = 0; kk < 4; kk++) {
#pragma hicuda shared alloc W[kk][0:31] copyin
            s3 += W[kk][i % 32];
#pragma hicuda barrier
#pragma hicuda shared remove W
        }
        W[i][40] = s3;
        S[0][i] = s0;
        S[1][i] = s1;
        S[2][i] = s2;
        S[3][i] = s3;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout S[*][*]
#pragma hicuda global free A B W S
    for (i = 0; i < NI; i += 9)
        printf("%d %.3f %.3f %.3f %.3f\n", i, S[0][i], S[1][i], S[2][i], S[3][i]);
    return 0;
}
