/* sad: 4x4 SADs over a +-16 search range, OpenACC (GCC 12 nvptx): macroblocks
 * over gangs, motion vectors over vector lanes, pixels from global memory. */
#include "bench.h"

#define R 16
#define NPOS 1089

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int w = args.quick ? 320 : 1920, h = args.quick ? 240 : 1088;
    int mbw = w / 4, mbh = h / 4, pw = w + 2 * R, ph = h + 2 * R, nmb = mbw * mbh;
    int y, x, mb, p, rr, cc, r;
    size_t nout = (size_t)nmb * NPOS;
    int32_t *cur = (int32_t *)malloc(sizeof(int32_t) * w * h), *ref0 = (int32_t *)malloc(sizeof(int32_t) * w * h);
    int32_t *ref = (int32_t *)malloc(sizeof(int32_t) * pw * ph), *out = (int32_t *)malloc(sizeof(int32_t) * nout);
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
        bench_poison_bytes(out, sizeof(int32_t) * nout);
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(cur[0:w*h], ref[0:pw*ph]) copyout(out[0:nout])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector_length(128) present(cur[0:w*h], ref[0:pw*ph], out[0:nout])
            for (mb = 0; mb < nmb; mb++) {
#pragma acc loop vector
                for (p = 0; p < NPOS; p++) {
                    int mby = mb / mbw, mbx = mb % mbw, dy = p / 33, dx = p % 33, s = 0;
                    for (rr = 0; rr < 4; rr++)
                        for (cc = 0; cc < 4; cc++)
                            s += abs(cur[(4 * mby + rr) * w + 4 * mbx + cc] - ref[(4 * mby + rr + dy) * pw + 4 * mbx + cc + dx]);
                    out[(size_t)mb * NPOS + p] = s;
                }
            }
            t2 = bench_now_ms();
        }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, out, sizeof(int32_t) * nout);
    return 0;
}
