/* conv2d_halo.c: 5x5 2-D convolution; each iteration (i, j) asks for IMG[i-2:i+2][j-2:j+2] in shared memory,
 * which the compiler merges over a 16x16 thread block into a 20x20 tile whose 2-element halo crosses the array
 * edge for the border blocks (the loads outside IMG must be guarded: no nobndcheck here).  Outside-image
 * neighbours count as 0 in the computation, so the sequential program never reads outside IMG. */
#include <stdio.h>

#define H 96
#define W 128
#define R 2

float IMG[H][W];
float FLT[2 * R + 1][2 * R + 1];
float OUT[H][W];

int main(void)
{
    int i, j, di, dj;
    double so = 0.0;

    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            IMG[i][j] = 0.5f + (float)((i * 29 + j * 13) % 64) / 64.0f;
    for (di = 0; di <= 2 * R; di++)
        for (dj = 0; dj <= 2 * R; dj++)
            FLT[di][dj] = (float)(1 + (di < 2 * R - di ? di : 2 * R - di) + (dj < 2 * R - dj ? dj : 2 * R - dj)) / 45.0f;

#pragma hicuda global alloc IMG[*][*] copyin
#pragma hicuda global alloc FLT[*][*] copyin
#pragma hicuda global alloc OUT[*][*]

#pragma hicuda kernel conv2d tblock(H/16, W/16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < H; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < W; j++) {
            float s = 0.0f;
#pragma hicuda shared alloc IMG[i-R:i+R][j-R:j+R] copyin
            for (di = -R; di <= R; di++)
                for (dj = -R; dj <= R; dj++) {
                    if (i + di >= 0 && i + di < H && j + dj >= 0 && j + dj < W)
                        s += FLT[di + R][dj + R] * IMG[i + di][j + dj];
                }
            OUT[i][j] = s;
#pragma hicuda shared remove IMG
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout OUT[*][*]
#pragma hicuda global free IMG FLT OUT

    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            so += OUT[i][j];
    printf("mean %.5f\n", so / (H * W));
    for (i = 0; i < H; i += 5)
        printf("OUT[%d][%d] = %.5f OUT[%d][0] = %.5f OUT[%d][%d] = %.5f\n", i, (i * 7) % W, OUT[i][(i * 7) % W], i,
               OUT[i][0], i, W - 1, OUT[i][W - 1]);
    return 0;
}
