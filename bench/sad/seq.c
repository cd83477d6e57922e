/* sad: sums of absolute differences for motion estimation (as Parboil "sad",
 * the 4x4 stage): for every 4x4 macroblock of the current frame and every
 * motion vector (dy, dx) in [-16, 16]^2, the SAD against the reference frame.
 * The reference frame is padded by 16 pixels on every side with its edge
 * pixels (the clamping Parboil gets from texture addressing), so that every
 * search window is in bounds. Output: out[mby][mbx][(dy+16)*33 + dx+16] (shape [mbh][mbw][1089], linearized), int32. */
#include "bench.h"

#define R 16
#define NPOS 1089   /* 33 * 33 */

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int w = args.quick ? 320 : 1920, h = args.quick ? 240 : 1088;
    int mbw = w / 4, mbh = h / 4, pw = w + 2 * R, ph = h + 2 * R;
    int y, x, mby, mbx, p, rr, cc;
    int32_t *cur = (int32_t *)malloc(sizeof(int32_t) * w * h);
    int32_t *ref0 = (int32_t *)malloc(sizeof(int32_t) * w * h);
    int32_t *ref = (int32_t *)malloc(sizeof(int32_t) * pw * ph);
    int32_t *out = (int32_t *)malloc(sizeof(int32_t) * mbh * mbw * NPOS);
    bench_fill_i32(cur, (size_t)w * h, 51, 0, 255);
    bench_fill_i32(ref0, (size_t)w * h, 52, 0, 255);
    for (y = 0; y < ph; y++)
        for (x = 0; x < pw; x++) {
            int sy = y - R < 0 ? 0 : (y - R >= h ? h - 1 : y - R);
            int sx = x - R < 0 ? 0 : (x - R >= w ? w - 1 : x - R);
            ref[y * pw + x] = ref0[sy * w + sx];
        }
    bench_poison_bytes(out, sizeof(int32_t) * mbh * mbw * NPOS);
    double t0 = bench_now_ms();
#pragma omp parallel for private(mbx, p, rr, cc)
    for (mby = 0; mby < mbh; mby++)
        for (mbx = 0; mbx < mbw; mbx++)
            for (p = 0; p < NPOS; p++) {
                int dy = p / 33, dx = p % 33, s = 0;
                for (rr = 0; rr < 4; rr++)
                    for (cc = 0; cc < 4; cc++)
                        s += abs(cur[(4 * mby + rr) * w + 4 * mbx + cc] - ref[(4 * mby + rr + dy) * pw + 4 * mbx + cc + dx]);
                out[(mby * mbw + mbx) * NPOS + p] = s;
            }
    double ms = bench_now_ms() - t0;
    bench_work(48.0 * mbh * mbw * (double)NPOS, sizeof(int32_t) * ((double)mbh * mbw * NPOS + w * h + pw * ph));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, out, sizeof(int32_t) * mbh * mbw * NPOS);
    return 0;
}
