/* 24_macros_comments.c: macros in directive arguments (tblock(NB), thread(TPB_X, TPB_Y), sections with macro
 * bounds A[0:LAST], a function-like macro in a dim-sz), line continuations in a directive, and comments (both
 * kinds) between and after directives. */
#include <stdio.h>

#define NB 8
#define TPB_X 4
#define TPB_Y 32
#define ROWS 40
#define COLS 100
#define LAST (ROWS - 1)
#define CEILDIV(a, b) (((a) + (b) - 1) / (b))

float A[ROWS][COLS];
float B[ROWS][COLS];

int main(void)
{
    int i, j;
    double sb = 0.0;

    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            A[i][j] = 1.0f + (float)((i * 13 + j) % 27) * 0.05f;

    /* inputs go to the device */
#pragma hicuda global alloc A[0:LAST][*] copyin
    // the output only needs space
#pragma hicuda global alloc B[*][0:COLS-1]

    /* a kernel with macro-sized grid;
       the directive below continues on the next line */
#pragma hicuda kernel macroKernel tblock(NB, CEILDIV(COLS, TPB_Y)) \
    thread(TPB_X, TPB_Y)
    // comment between the kernel directive and the loop_partition directive
#pragma hicuda loop_partition over_tblock over_thread /* trailing comment */
    for (i = 0; i < ROWS; i++) {
        /* comment before the inner directive */
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < COLS; j++)
            B[i][j] = A[i][j] * A[i][j] - 0.5f; // trailing comment in the body
    } /* end of i */
#pragma hicuda kernel_end
    /* done */

#pragma hicuda global copyout B[0:LAST][*] // copy everything back
#pragma hicuda global free A \
    B

    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            sb += B[i][j];
    printf("sumB %.5f\n", sb);
    for (i = 0; i < ROWS; i += 3)
        printf("B[%d][%d] = %.5f\n", i, (i * 7) % COLS, B[i][(i * 7) % COLS]);
    return 0;
}
