/* nbody: all-pairs gravitational accelerations of n bodies (seq reference),
 * the force computation of the CUDA SDK n-body sample:
 *   a_i = sum_j m_j * r_ij / (|r_ij|^2 + eps^2)^(3/2),  r_ij = p_j - p_i.
 * Bodies are processed in tiles of 256 source bodies (the tile the GPU
 * versions stage in shared memory); j runs in increasing order. */
#include "bench.h"

#define EPS2 0.01f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 4096 : 131072, i, jj, j;
    float *pos = (float *)malloc(sizeof(float) * 4 * n);   /* x, y, z, mass */
    float *acc = (float *)malloc(sizeof(float) * 4 * n);   /* ax, ay, az, (unused = 0) */
    bench_fill_f32(pos, (size_t)4 * n, 31, -1.0f, 1.0f);
    for (i = 0; i < n; i++) pos[i * 4 + 3] = 0.5f / n + fabsf(pos[i * 4 + 3]) / n;   /* masses in [0.5, 1.5]/n */
    bench_poison_f32(acc, (size_t)4 * n);
    double t0 = bench_now_ms();
#pragma omp parallel for private(jj, j)
    for (i = 0; i < n; i++) {
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        float px = pos[i * 4 + 0], py = pos[i * 4 + 1], pz = pos[i * 4 + 2];
        for (jj = 0; jj < n; jj += 256)
            for (j = jj; j < jj + 256; j++) {
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
    double ms = bench_now_ms() - t0;
    bench_work(20.0 * n * (double)n, 8.0 * sizeof(float) * n);
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, acc, sizeof(float) * 4 * n);
    return 0;
}
