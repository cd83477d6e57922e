/* cp: Coulombic potential, OpenACC (GCC 12 nvptx): one grid point per vector
 * lane, all atoms from global memory, chunked like the other versions. */
#include "bench.h"

#define CHUNK 4000
#define H 0.5f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nx = args.quick ? 256 : 2048, ny = args.quick ? 128 : 1024, natoms = args.quick ? 4000 : 16000;
    int c, y, x, at, r;
    size_t np = (size_t)nx * ny;
    float *atoms = (float *)malloc(sizeof(float) * 4 * natoms);
    float *energy = (float *)malloc(sizeof(float) * np);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(atoms, (size_t)4 * natoms, 41, 0.0f, 1.0f);
    for (at = 0; at < natoms; at++) {
        atoms[4 * at + 0] *= nx * H;
        atoms[4 * at + 1] *= ny * H;
        atoms[4 * at + 2] = 1.0f + 19.0f * atoms[4 * at + 2];
        atoms[4 * at + 3] = 0.1f + 0.9f * atoms[4 * at + 3];
    }
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(energy, np);
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(atoms[0:4*natoms]) copyout(energy[0:np])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector vector_length(256) present(energy[0:np])
            for (x = 0; x < (int)np; x++) energy[x] = 0.0f;
            for (c = 0; c < natoms; c += CHUNK) {
#pragma acc parallel loop gang present(atoms[0:4*natoms], energy[0:np])
                for (y = 0; y < ny; y++) {
#pragma acc loop vector
                    for (x = 0; x < nx; x++) {
                        float e = 0.0f, gy = y * H, gx = x * H;
                        for (at = c; at < c + CHUNK; at++) {
                            float dx = gx - atoms[4 * at], dy = gy - atoms[4 * at + 1];
                            float dyz2 = dy * dy + atoms[4 * at + 2] * atoms[4 * at + 2];
                            e += atoms[4 * at + 3] / sqrtf(dx * dx + dyz2);
                        }
                        energy[(size_t)y * nx + x] += e;
                    }
                }
            }
            t2 = bench_now_ms();
        }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, energy, sizeof(float) * np);
    return 0;
}
