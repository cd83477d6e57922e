/* cp: Coulombic potential on a 2-D grid.
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * Per chunk of CHUNK atoms (seq.c's summation order) one kernel adds each grid point's sum; one point a thread. */
#include "bench.h"

#define CHUNK 4000
#define H 0.5f

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nx = args.quick ? 256 : 2048, ny = args.quick ? 128 : 1024, natoms = args.quick ? 4000 : 16000;
    int c, y, x, at, r;
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
#pragma hicuda global alloc atoms[*][*] copyin
        double t1 = bench_now_ms();
#pragma hicuda kernel zero tblock(ny / 16, nx / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
for (y = 0; y < ny; y++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 0; x < nx; x++) energy[y * nx + x] = 0.0f;
}
#pragma hicuda kernel_end
        for (c = 0; c < natoms; c += CHUNK) {
#pragma hicuda kernel cenergy tblock(ny / 16, nx / 16) thread(16, 16)
#pragma hicuda loop_partition over_tblock over_thread
for (y = 0; y < ny; y++) {
#pragma hicuda loop_partition over_tblock over_thread
    for (x = 0; x < nx; x++) {
        float e = 0.0f;
        for (at = c; at < c + CHUNK; at++) {
            float dx = x * H - atoms[at * 4 + 0], dy = y * H - atoms[at * 4 + 1];
            e += atoms[at * 4 + 3] / sqrtf(dx * dx + (dy * dy + atoms[at * 4 + 2] * atoms[at * 4 + 2]));
        }
        energy[y * nx + x] += e;
    }
}
#pragma hicuda kernel_end
        }
        double t2 = bench_now_ms();
#pragma hicuda global copyout energy[*][*]
#pragma hicuda global free energy atoms
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, energy, sizeof(float) * nx * ny);
    return 0;
}
