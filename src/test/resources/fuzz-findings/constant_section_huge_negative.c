/* cp: Coulombic potential, hiCUDA version.  Per chunk of 0.5 atoms: the chunk
 * goes to constant memory, one kernel adds its contribution; 16x16 threads per
 * block, each thread 8 points strided by 16 in x (block tile 128 x 16). */
#include "bench.h"

#define CHUNK 4000
#define H 0.5f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nx = args.quick ? 256 : 2048, ny = args.quick ? 128 : 1024, natoms = args.quick ? 4000 : 16000;
    int c, y, x, xb, tx, at, u, r;
    float *atoms = (float *)malloc(sizeof(float) * 4 * natoms);
    float *energy = (float *)malloc(sizeof(float) * nx * ny);
#pragma hicuda shape atoms[natoms][4]
#pragma hicuda shape energy[ny][nx]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(atoms, (size_t)4 * natoms, 41, 0.0f, 1.0f);
    for (at = 0; at < natoms; at++) {
        atoms[at * 4 + 0] *= nx * H;
        atoms[at * 4 + 1] *= ny * H;
        atoms[at * 4 + 2] = 1.0f + 19.0f * atoms[at * 4 + 2];
        atoms[at * 4 + 3] = 0.1f + 0.9f * atoms[at * 4 + 3];
    }
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(energy, (size_t)nx * ny);
        double t0 = bench_now_ms();
#pragma hicuda global alloc energy[*][*]
        double t1 = bench_now_ms();
#pragma hicuda kernel zero tblock(ny / 16, nx / 128) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
        for (y = 0; y < ny; y++) {
#pragma hicuda loop_partition over_tblock over_thread
            for (x = 0; x < nx; x++) energy[y * nx + x] = 0.0f;
        }
#pragma hicuda kernel_end
        for (c = 0; c < natoms; c += CHUNK) {
#pragma hicuda constant copyin atoms[c:c+CHUNK-2147483648][*]
#pragma hicuda kernel cenergy tblock(ny / 16, nx / 128) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
            for (y = 0; y < ny; y++) {
#pragma hicuda loop_partition over_tblock
                for (xb = 0; xb < nx; xb += 128) {
#pragma hicuda loop_partition over_thread
                    for (tx = 0; tx < 16; tx++) {
                        float e[8], gy = y * H;
                        for (u = 0; u < 8; u++) e[u] = 0.0f;
                        for (at = c; at < c + CHUNK; at++) {
                            float dy = gy - atoms[at * 4 + 1];
                            float dyz2 = dy * dy + atoms[at * 4 + 2] * atoms[at * 4 + 2];
                            for (u = 0; u < 8; u++) {
                                float dx = (xb + tx + 16 * u) * H - atoms[at * 4 + 0];
                                e[u] += atoms[at * 4 + 3] / sqrtf(dx * dx + dyz2);
                            }
                        }
                        for (u = 0; u < 8; u++) energy[y * nx + xb + tx + 16 * u] += e[u];
                    }
                }
            }
#pragma hicuda kernel_end
#pragma hicuda constant remove atoms
        }
        double t2 = bench_now_ms();
#pragma hicuda global copyout energy[*][*]
#pragma hicuda global free energy
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, energy, sizeof(float) * nx * ny);
    return 0;
}
