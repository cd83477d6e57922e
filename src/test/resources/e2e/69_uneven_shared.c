/* 69_uneven_shared.c: shared directives inside loops partitioned unevenly over threads (issue 10; the paper:
 * "the loop_partition directive supports uneven distribution ... the compiler automatically generates guard
 * code"). The work is predicated, never the cooperative transfers and their barriers: every thread of a block
 * runs the trips of its busiest thread and reaches every transfer (the CPU target exits with status 70 on
 * barrier divergence, a deadlock on the GPU). Covered: a 3x3 convolution with a shared halo tile over a
 * 333 x 517 image under 16 x 32 threads (333 rows over 21 blocks of 16: the last has 13; 517 columns in chunks
 * of 31 over 32 threads: every block has an idle lane), its tile leaving the image at the edges; and a 1-D
 * loop of 1000 iterations over 128 threads with a copy-in and a copy-out. */
#include <stdio.h>

#define H 333
#define W 517

float IMG[H][W], OUT[H][W], FLT[3][3];
float A[1000], B[1000];

int main(void)
{
    int i, j, di, dj;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            IMG[i][j] = (float)((i * 31 + j * 17) % 97) / 97.0f;
    for (i = 0; i < 3; i++)
        for (j = 0; j < 3; j++)
            FLT[i][j] = (float)(i * 3 + j + 1) / 45.0f;
    for (i = 0; i < 1000; i++)
        A[i] = (float)(i % 37);

#pragma hicuda global alloc IMG[*][*] copyin
#pragma hicuda global alloc FLT[*][*] copyin
#pragma hicuda global alloc OUT[*][*]
#pragma hicuda kernel conv tblock(21, 17) thread(16, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < H; i++)
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < W; j++) {
#pragma hicuda shared alloc IMG[i-1:i+1][j-1:j+1] copyin
            float s = 0.0f;
            for (di = -1; di <= 1; di++)
                for (dj = -1; dj <= 1; dj++)
                    if (i + di >= 0 && i + di < H && j + dj >= 0 && j + dj < W)
                        s += FLT[di + 1][dj + 1] * IMG[i + di][j + dj];
            OUT[i][j] = s;
#pragma hicuda shared remove IMG
        }
#pragma hicuda kernel_end
#pragma hicuda global copyout OUT[*][*]
#pragma hicuda global free IMG FLT OUT

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel scale tblock(1) thread(128)
#pragma hicuda loop_partition over_thread
    for (i = 0; i < 1000; i++) {
#pragma hicuda shared alloc A[i] copyin
        A[i] = A[i] * 2.0f + 1.0f;
        B[i] = A[i] - 3.0f;
#pragma hicuda shared copyout A[i]
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout A[*]
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B

    double so = 0.0, sa = 0.0;
    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            so += OUT[i][j] * ((i + j) % 5 + 1);
    for (i = 0; i < 1000; i++)
        sa += A[i] * (i % 3 + 1) + B[i];
    printf("%.4f %.4f %.5f %.5f %.5f %.3f %.3f\n", so, sa, OUT[0][0], OUT[332][516], OUT[160][255], A[999], B[0]);
    return 0;
}
