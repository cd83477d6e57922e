// checks: a kernel whose loop bounds and subscripts are object-like and multi-line function-like macros (ROWS, COLS, IDX(r, c) spread over lines)
#include <stdio.h>

#define ROWS 32
#define COLS 64
#define N (ROWS * COLS)
#define IDX(r, c) \
    ((r) * COLS \
     + (c))
#define MIRROR(c) (COLS - 1 - (c))

float A[N];
float B[N];

int main(void)
{
    int i, j;
    double sum = 0.0;
    for (i = 0; i < N; i++) {
        A[i] = (float)(i % 97) * 0.5f;
        B[i] = 0.0f;
    }
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel mirror tblock(ROWS / 8, 2) thread(8, COLS / 2)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < ROWS; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < COLS; j++)
            B[IDX(i, j)] = 2.0f * A[IDX(i, MIRROR(j))] + (float)i;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    for (i = 0; i < N; i++)
        sum += B[i];
    printf("sum %.1f\n", sum);
    printf("%.1f %.1f %.1f\n", B[IDX(0, 0)], B[IDX(5, 7)], B[IDX(ROWS - 1, COLS - 1)]);
    return 0;
}
