/* 14_copyout_to.c: global copyout of a section to a different host variable with 'to' (gpgpu 2009 grammar):
 * rows 2..9 of the device copy of C0 go to the same rows of D0 (same type and shape), then the whole of C0 is
 * copied back to C0 itself.  D0's other rows keep their host values.
 * Note: 'to' has no sequential meaning (gcc ignores it), so to keep this program's output identical to its
 * sequential run, the host then copies rows 2..9 of C0 into D0 itself (in the hiCUDA build this rewrites
 * the values the 'to' copy already put there).  What is checked: the extra copyout does not disturb C0 or
 * D0's other rows, and it is accepted by the translator. */
#include <stdio.h>

#define R 16
#define C 40

float C0[R][C];
float D0[R][C];

int main(void)
{
    int i, j;
    double sc = 0.0, sd = 0.0;

    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            C0[i][j] = (float)(i + j) * 0.25f + 1.0f;
            D0[i][j] = 0.5f;
        }

#pragma hicuda global alloc C0[*][*] copyin

#pragma hicuda kernel square tblock(2, 2) thread(8, 20)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < C; j++)
            C0[i][j] = C0[i][j] * C0[i][j] * 0.1f;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout C0[2:9][*] to D0[2:9][*]
#pragma hicuda global copyout C0[*][*]
#pragma hicuda global free C0

    for (i = 2; i <= 9; i++)
        for (j = 0; j < C; j++)
            D0[i][j] = C0[i][j];
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++) {
            sc += C0[i][j];
            sd += D0[i][j];
        }
    printf("sumC %.5f\nsumD %.5f\n", sc, sd);
    for (i = 0; i < R; i++)
        printf("row %d: C %.5f D %.5f D %.5f\n", i, C0[i][i], D0[i][i], D0[i][C - 1]);
    return 0;
}
