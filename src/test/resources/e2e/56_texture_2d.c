/* 56_texture_2d.c: texture memory on a 2-D array ("texture copyin IMG[*][*]", "texture remove IMG"; the texture
 * directive taken as the read-only sibling of global): bilinear resampling of IMG onto a finer output grid,
 * with clamped integer indices computed per output pixel. */
#include <stdio.h>

#define H 48
#define W 64
#define OH 96
#define OW 128

float IMG[H][W];
float OUT[OH][OW];

int main(void)
{
    int i, j;
    double so = 0.0;

    for (i = 0; i < H; i++)
        for (j = 0; j < W; j++)
            IMG[i][j] = 1.0f + (float)((i * 5 + j * 9) % 32) / 32.0f;

#pragma hicuda texture copyin IMG[*][*]
#pragma hicuda global alloc OUT[*][*]

#pragma hicuda kernel resample tblock(OH/16, OW/32) thread(16, 32)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < OH; i++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (j = 0; j < OW; j++) {
            float y = (float)i * (float)(H - 1) / (float)(OH - 1);
            float x = (float)j * (float)(W - 1) / (float)(OW - 1);
            int y0 = (int)y, x0 = (int)x;
            int y1 = y0 + 1 < H ? y0 + 1 : H - 1;
            int x1 = x0 + 1 < W ? x0 + 1 : W - 1;
            float fy = y - (float)y0, fx = x - (float)x0;
            OUT[i][j] = (1.0f - fy) * ((1.0f - fx) * IMG[y0][x0] + fx * IMG[y0][x1])
                        + fy * ((1.0f - fx) * IMG[y1][x0] + fx * IMG[y1][x1]);
        }
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout OUT[*][*]
#pragma hicuda global free OUT
#pragma hicuda texture remove IMG

    for (i = 0; i < OH; i++)
        for (j = 0; j < OW; j++)
            so += OUT[i][j];
    printf("mean %.5f\n", so / (OH * OW));
    for (i = 0; i < OH; i += 7)
        printf("OUT[%d][%d] = %.5f\n", i, (i * 13) % OW, OUT[i][(i * 13) % OW]);
    return 0;
}
