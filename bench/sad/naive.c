/* sad: sums of absolute differences of 4x4 blocks over a 33x33 search window (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One search position a thread (128 threads a block along the positions). */
#include "bench.h"

#define R 16
#define NPOS 1089

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int w = args.quick ? 320 : 1920, h = args.quick ? 240 : 1088;
    int mbw = w / 4, mbh = h / 4, pw = w + 2 * R, ph = h + 2 * R;
    int y, x, mby, mbx, p, rr, cc, r;
    int32_t *cur = (int32_t *)malloc(sizeof(int32_t) * w * h);
    int32_t *ref0 = (int32_t *)malloc(sizeof(int32_t) * w * h);
    int32_t *ref = (int32_t *)malloc(sizeof(int32_t) * pw * ph);
    int32_t *out = (int32_t *)malloc(sizeof(int32_t) * mbh * mbw * NPOS);
#pragma hicuda shape cur[h][w]
#pragma hicuda shape ref[ph][pw]
#pragma hicuda shape out[mbh][mbw][NPOS]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_i32(cur, (size_t)w * h, 51, 0, 255);
    bench_fill_i32(ref0, (size_t)w * h, 52, 0, 255);
    for (y = 0; y < ph; y++)
        for (x = 0; x < pw; x++) {
            int sy = y - R < 0 ? 0 : (y - R >= h ? h - 1 : y - R);
            int sx = x - R < 0 ? 0 : (x - R >= w ? w - 1 : x - R);
            ref[y * pw + x] = ref0[sy * w + sx];
        }
    for (r = -1; r < args.reps; r++) {
        bench_poison_bytes(out, sizeof(int32_t) * mbh * mbw * NPOS);
        double t0 = bench_now_ms();
#pragma hicuda global alloc cur[*][*] copyin
#pragma hicuda global alloc ref[*][*] copyin
#pragma hicuda global alloc out[*][*][*]
        double t1 = bench_now_ms();
#pragma hicuda kernel sad4 tblock(mbh, mbw, (NPOS + 127) / 128) thread(1, 1, 128)
#pragma hicuda loop_partition over_tblock over_thread
for (mby = 0; mby < mbh; mby++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (mbx = 0; mbx < mbw; mbx++) {
#pragma hicuda loop_partition over_tblock over_thread
        for (p = 0; p < NPOS; p++) {
            int dy = p / 33, dx = p % 33, s = 0;
            for (rr = 0; rr < 4; rr++)
                for (cc = 0; cc < 4; cc++)
                    s += abs(cur[(4 * mby + rr) * w + 4 * mbx + cc] - ref[(4 * mby + rr + dy) * pw + 4 * mbx + cc + dx]);
            out[(mby * mbw + mbx) * NPOS + p] = s;
        }
    }
}
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout out[*][*][*]
#pragma hicuda global free cur ref out
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, out, sizeof(int32_t) * mbh * mbw * NPOS);
    return 0;
}
