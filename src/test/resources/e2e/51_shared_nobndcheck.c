/* 51_shared_nobndcheck.c: shared copyin with the nobndcheck option where the merged sections are provably in
 * bounds: a padded 1-D array (loop i = 1..N over a P[N+2] array, window P[i-1:i+1]) and a padded 2-D array
 * (window Q[i-1:i+1][j-1:j+1] over the interior of Q[R+2][C+2]); an explicit copyin variable is also given
 * in the 2-D case ("copyin(nobndcheck) Q[i-1:i+1][j-1:j+1]"). */
#include <stdio.h>

#define N 2048
#define R 64
#define C 64

float P[N + 2];
float PO[N + 2];
float Q[R + 2][C + 2];
float QO[R + 2][C + 2];

int main(void)
{
    int i, j;
    double sp = 0.0, sq = 0.0;

    for (i = 0; i < N + 2; i++) {
        P[i] = 1.0f + (float)((i * 11) % 37) / 37.0f;
        PO[i] = 0.0f;
    }
    for (i = 0; i < R + 2; i++)
        for (j = 0; j < C + 2; j++) {
            Q[i][j] = 0.5f + (float)((i * 7 + j * 3) % 19) / 19.0f;
            QO[i][j] = 0.0f;
        }

#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc PO[*] copyin
#pragma hicuda global alloc Q[*][*] copyin
#pragma hicuda global alloc QO[*][*] copyin

#pragma hicuda kernel smooth1d tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i <= N; i++) {
#pragma hicuda shared alloc P[i-1:i+1] copyin(nobndcheck)
        PO[i] = 0.25f * P[i - 1] + 0.5f * P[i] + 0.25f * P[i + 1];
#pragma hicuda barrier
#pragma hicuda shared remove P
    }
#pragma hicuda kernel_end

#pragma hicuda kernel smooth2d tblock(R/16, C/16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i <= R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 1; j <= C; j++) {
#pragma hicuda shared alloc Q[i-1:i+1][j-1:j+1] copyin(nobndcheck) Q[i-1:i+1][j-1:j+1]
            QO[i][j] = (Q[i - 1][j] + Q[i + 1][j] + Q[i][j - 1] + Q[i][j + 1] + 4.0f * Q[i][j]) * 0.125f;
#pragma hicuda shared remove Q
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout PO[*]
#pragma hicuda global copyout QO[1:R][1:C]
#pragma hicuda global free P PO Q QO

    for (i = 0; i < N + 2; i++)
        sp += PO[i];
    for (i = 0; i < R + 2; i++)
        for (j = 0; j < C + 2; j++)
            sq += QO[i][j];
    printf("sumPO %.5f\nsumQO %.5f\n", sp, sq);
    for (i = 0; i < N + 2; i += 229)
        printf("PO[%d] = %.5f\n", i, PO[i]);
    for (i = 0; i < R + 2; i += 9)
        printf("QO[%d][%d] = %.5f\n", i, (i * 5) % (C + 2), QO[i][(i * 5) % (C + 2)]);
    return 0;
}
