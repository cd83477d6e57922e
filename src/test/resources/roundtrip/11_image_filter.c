// 11_image_filter.c -- 8-bit grayscale image: Gaussian blur, Sobel edges,
// thresholding, and a tiny PGM-like ASCII dump.  Uses unsigned char arrays,
// clamping macros, const convolution kernels and 2-D arrays of fixed size.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#include "common.h"

#define W 40
#define H 24
#define CLAMP(v, lo, hi) ((v) < (lo) ? (lo) : ((v) > (hi) ? (hi) : (v)))

typedef unsigned char pixel_t;
typedef pixel_t image_t[H][W];

static const int gauss3[3][3] = {
    { 1, 2, 1 },
    { 2, 4, 2 },
    { 1, 2, 1 },
};
static const int sobel_x[3][3] = { { -1, 0, 1 }, { -2, 0, 2 }, { -1, 0, 1 } };
static const int sobel_y[3][3] = { { -1, -2, -1 }, { 0, 0, 0 }, { 1, 2, 1 } };

static void make_test_image(image_t img)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int dx = x - W / 2, dy = (y - H / 2) * 2;
            int v = (dx * dx + dy * dy < 200) ? 220 : 30;   /* a disc */
            v += ((x ^ y) & 3) * 5;                         /* texture */
            if (x > 30 && y < 8) v = 160;                   // a square
            img[y][x] = (pixel_t)CLAMP(v, 0, 255);
        }
}

static void convolve(image_t dst, image_t src, const int k[3][3], int div)
{
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int acc = 0;
            for (int j = -1; j <= 1; j++)
                for (int i = -1; i <= 1; i++) {
                    int yy = CLAMP(y + j, 0, H - 1), xx = CLAMP(x + i, 0, W - 1);
                    acc += k[j + 1][i + 1] * src[yy][xx];
                }
            acc /= div;
            dst[y][x] = (pixel_t)CLAMP(acc, 0, 255);
        }
}

static void sobel(image_t dst, image_t src)
{
    for (int y = 1; y < H - 1; y++)
        for (int x = 1; x < W - 1; x++) {
            int gx = 0, gy = 0;
            for (int j = 0; j < 3; j++)
                for (int i = 0; i < 3; i++) {
                    gx += sobel_x[j][i] * src[y + j - 1][x + i - 1];
                    gy += sobel_y[j][i] * src[y + j - 1][x + i - 1];
                }
            int mag = abs(gx) + abs(gy);
            dst[y][x] = (pixel_t)(mag > 255 ? 255 : mag);
        }
    for (int x = 0; x < W; x++) dst[0][x] = dst[H - 1][x] = 0;
    for (int y = 0; y < H; y++) dst[y][0] = dst[y][W - 1] = 0;
}

static uint32_t image_hash(image_t img)
{
    uint32_t h = CS_INIT;
    const pixel_t *p = &img[0][0];
    for (size_t i = 0; i < sizeof(image_t); i++)
        h = cs_mix(h, p[i]);
    return h;
}

int main(void)
{
    static image_t img, blur, edges;
    make_test_image(img);
    convolve(blur, img, gauss3, 16);
    sobel(edges, blur);
    printf("hash img=%08x blur=%08x edges=%08x\n", (unsigned)image_hash(img),
           (unsigned)image_hash(blur), (unsigned)image_hash(edges));
    static const char ramp[] = " .:-=+*#%@";
    for (int y = 0; y < H; y++) {
        char line[W + 1];
        for (int x = 0; x < W; x++)
            line[x] = ramp[edges[y][x] * (int)(sizeof ramp - 2) / 255];
        line[W] = '\0';
        int rowsum = 0;
        for (int x = 0; x < W; x++) rowsum += blur[y][x];
        printf("%2d |%s| %5d\n", y, line, rowsum);
    }
    long hist[4] = { 0 };
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            hist[edges[y][x] >> 6]++;
    printf("edge quartiles: %ld %ld %ld %ld\n", hist[0], hist[1], hist[2], hist[3]);
    return 0;
}
