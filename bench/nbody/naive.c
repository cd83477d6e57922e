/* nbody: all-pairs gravitational accelerations.
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * One body a thread; the inner loop runs over all bodies in order (seq.c's order). */
#include "bench.h"

#define EPS2 0.01f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 4096 : 131072, i, j, r;
    float *pos = (float *)malloc(sizeof(float) * 4 * n);
    float *acc = (float *)malloc(sizeof(float) * 4 * n);
#pragma hicuda shape pos[n][4]
#pragma hicuda shape acc[n][4]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(pos, (size_t)4 * n, 31, -1.0f, 1.0f);
    for (i = 0; i < n; i++) pos[i * 4 + 3] = 0.5f / n + fabsf(pos[i * 4 + 3]) / n;
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(acc, (size_t)4 * n);
        double t0 = bench_now_ms();
#pragma hicuda global alloc pos[*][*] copyin
#pragma hicuda global alloc acc[*][*]
        double t1 = bench_now_ms();
#pragma hicuda kernel forces tblock(n / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
for (i = 0; i < n; i++) {
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    float px = pos[i * 4 + 0], py = pos[i * 4 + 1], pz = pos[i * 4 + 2];
    for (j = 0; j < n; j++) {
        float dx = pos[j * 4 + 0] - px, dy = pos[j * 4 + 1] - py, dz = pos[j * 4 + 2] - pz;
        float r2 = dx * dx + dy * dy + dz * dz + EPS2;
        float inv = 1.0f / sqrtf(r2);
        float s = pos[j * 4 + 3] * inv * inv * inv;
        ax += dx * s;
        ay += dy * s;
        az += dz * s;
    }
    acc[i * 4 + 0] = ax;
    acc[i * 4 + 1] = ay;
    acc[i * 4 + 2] = az;
    acc[i * 4 + 3] = 0.0f;
}
#pragma hicuda kernel_end
        double t2 = bench_now_ms();
#pragma hicuda global copyout acc[*][*]
#pragma hicuda global free pos acc
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, acc, sizeof(float) * 4 * n);
    return 0;
}
