/* nbody: all-pairs accelerations, OpenACC (GCC 12 nvptx): one body per
 * vector lane, source bodies read from global memory in increasing order. */
#include "bench.h"

#define EPS2 0.01f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 4096 : 131072, i, j, r;
    float *pos = (float *)malloc(sizeof(float) * 4 * n), *acc = (float *)malloc(sizeof(float) * 4 * n);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(pos, (size_t)4 * n, 31, -1.0f, 1.0f);
    for (i = 0; i < n; i++) pos[4 * i + 3] = 0.5f / n + fabsf(pos[4 * i + 3]) / n;
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(acc, (size_t)4 * n);
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(pos[0:4*n]) copyout(acc[0:4*n])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector vector_length(256) present(pos[0:4*n], acc[0:4*n])
            for (i = 0; i < n; i++) {
                float ax = 0.0f, ay = 0.0f, az = 0.0f;
                float px = pos[4 * i], py = pos[4 * i + 1], pz = pos[4 * i + 2];
                for (j = 0; j < n; j++) {
                    float dx = pos[4 * j] - px, dy = pos[4 * j + 1] - py, dz = pos[4 * j + 2] - pz;
                    float r2 = dx * dx + dy * dy + dz * dz + EPS2;
                    float inv = 1.0f / sqrtf(r2);
                    float s = pos[4 * j + 3] * inv * inv * inv;
                    ax += dx * s;
                    ay += dy * s;
                    az += dz * s;
                }
                acc[4 * i] = ax;
                acc[4 * i + 1] = ay;
                acc[4 * i + 2] = az;
                acc[4 * i + 3] = 0.0f;
            }
            t2 = bench_now_ms();
        }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, acc, sizeof(float) * 4 * n);
    return 0;
}
