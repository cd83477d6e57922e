/* cp: Coulombic potential on one plane (z = 0) of a 3-D lattice (Parboil "cp",
 * direct summation): energy[y * nx + x] = sum_a q_a / |(x*h, y*h, 0) - r_a|.
 * Atoms are processed in chunks of 4000 (what fits in 64 KB of constant memory
 * on the GPU); each thread-sized work item computes 8 points strided by 16 in x. */
#include "bench.h"

#define CHUNK 4000
#define H 0.5f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nx = args.quick ? 256 : 2048, ny = args.quick ? 128 : 1024, natoms = args.quick ? 4000 : 16000;
    int c, y, x, xb, tx, at, u;
    float *atoms = (float *)malloc(sizeof(float) * 4 * natoms);   /* x, y, z, q */
    float *energy = (float *)malloc(sizeof(float) * nx * ny);
    bench_fill_f32(atoms, (size_t)4 * natoms, 41, 0.0f, 1.0f);
    for (at = 0; at < natoms; at++) {
        atoms[at * 4 + 0] *= nx * H;
        atoms[at * 4 + 1] *= ny * H;
        atoms[at * 4 + 2] = 1.0f + 19.0f * atoms[at * 4 + 2];   /* 1..20 above the plane */
        atoms[at * 4 + 3] = 0.1f + 0.9f * atoms[at * 4 + 3];    /* positive charges */
    }
    bench_poison_f32(energy, (size_t)nx * ny);
    double t0 = bench_now_ms();
    for (y = 0; y < ny; y++)
        for (x = 0; x < nx; x++) energy[y * nx + x] = 0.0f;
    for (c = 0; c < natoms; c += CHUNK) {
#pragma omp parallel for private(xb, tx, at, u)
        for (y = 0; y < ny; y++)
            for (xb = 0; xb < nx; xb += 128)
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
    double ms = bench_now_ms() - t0;
    bench_work(7.0 * nx * ny * (double)natoms, 2.0 * sizeof(float) * nx * ny * (natoms / CHUNK));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, energy, sizeof(float) * nx * ny);
    return 0;
}
