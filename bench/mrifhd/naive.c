/* mrifhd: F^H d of MRI reconstruction (see seq.c).
 * Naive hiCUDA version (issue 11): the program of seq.c with only kernel, loop_partition and global
 * directives (and shape, which gives a malloc'd pointer its dimensions), in the loop order a scientist
 * would write; no shared, constant, texture or barrier directive, no hand tiling, one iteration a thread.
 * The optimizer (hicuda translate -O2) is left to find the rest; bench/opt-device.sh times it at -O0 and -O2.
 * Per chunk of CH k-space samples (seq.c's summation order) one kernel adds each voxel's sums; one voxel a thread. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nk = args.quick ? 2048 : 4096, nx = args.quick ? 16384 : 524288, k, x, c, r;
    float *kx = (float *)malloc(sizeof(float) * nk), *ky = (float *)malloc(sizeof(float) * nk), *kz = (float *)malloc(sizeof(float) * nk);
    float *phiR = (float *)malloc(sizeof(float) * nk), *phiI = (float *)malloc(sizeof(float) * nk);
    float *dR = (float *)malloc(sizeof(float) * nk), *dI = (float *)malloc(sizeof(float) * nk);
    float *rRho = (float *)malloc(sizeof(float) * nk), *iRho = (float *)malloc(sizeof(float) * nk);
    float *px = (float *)malloc(sizeof(float) * nx), *py = (float *)malloc(sizeof(float) * nx), *pz = (float *)malloc(sizeof(float) * nx);
    float *Fr = (float *)malloc(sizeof(float) * nx), *Fi = (float *)malloc(sizeof(float) * nx);
    float *kv = (float *)malloc(sizeof(float) * 4 * nk), *kvi = (float *)malloc(sizeof(float) * nk);
#pragma hicuda shape phiR[nk]
#pragma hicuda shape phiI[nk]
#pragma hicuda shape dR[nk]
#pragma hicuda shape dI[nk]
#pragma hicuda shape rRho[nk]
#pragma hicuda shape iRho[nk]
#pragma hicuda shape kv[nk][4]
#pragma hicuda shape kvi[nk]
#pragma hicuda shape px[nx]
#pragma hicuda shape py[nx]
#pragma hicuda shape pz[nx]
#pragma hicuda shape Fr[nx]
#pragma hicuda shape Fi[nx]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(kx, nk, 81, -16.0f, 16.0f);
    bench_fill_f32(ky, nk, 82, -16.0f, 16.0f);
    bench_fill_f32(kz, nk, 83, -16.0f, 16.0f);
    bench_fill_f32(phiR, nk, 84, -1.0f, 1.0f);
    bench_fill_f32(phiI, nk, 85, -1.0f, 1.0f);
    bench_fill_f32(dR, nk, 89, -1.0f, 1.0f);
    bench_fill_f32(dI, nk, 90, -1.0f, 1.0f);
    bench_fill_f32(px, nx, 86, -0.5f, 0.5f);
    bench_fill_f32(py, nx, 87, -0.5f, 0.5f);
    bench_fill_f32(pz, nx, 88, -0.5f, 0.5f);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(Fr, nx);
        bench_poison_f32(Fi, nx);
        double t0 = bench_now_ms(), kt = 0, ta, tb;
#pragma hicuda global alloc phiR[*] copyin
#pragma hicuda global alloc phiI[*] copyin
#pragma hicuda global alloc dR[*] copyin
#pragma hicuda global alloc dI[*] copyin
#pragma hicuda global alloc rRho[*]
#pragma hicuda global alloc iRho[*]
        ta = bench_now_ms();
#pragma hicuda kernel rhophi tblock(nk / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (k = 0; k < nk; k++) { rRho[k] = phiR[k] * dR[k] + phiI[k] * dI[k]; iRho[k] = phiR[k] * dI[k] - phiI[k] * dR[k]; }
#pragma hicuda kernel_end
        kt += bench_now_ms() - ta;
#pragma hicuda global copyout rRho[*]
#pragma hicuda global copyout iRho[*]
#pragma hicuda global free phiR phiI dR dI rRho iRho
        for (k = 0; k < nk; k++) { kv[k * 4 + 0] = kx[k]; kv[k * 4 + 1] = ky[k]; kv[k * 4 + 2] = kz[k]; kv[k * 4 + 3] = rRho[k]; kvi[k] = iRho[k]; }
#pragma hicuda global alloc kv[*][*] copyin
#pragma hicuda global alloc kvi[*] copyin
#pragma hicuda global alloc px[*] copyin
#pragma hicuda global alloc py[*] copyin
#pragma hicuda global alloc pz[*] copyin
#pragma hicuda global alloc Fr[*]
#pragma hicuda global alloc Fi[*]
        tb = bench_now_ms();
#pragma hicuda kernel zerof tblock(nx / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (x = 0; x < nx; x++) { Fr[x] = 0.0f; Fi[x] = 0.0f; }
#pragma hicuda kernel_end
        for (c = 0; c < nk; c += CH) {
#pragma hicuda kernel computefh tblock(nx / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
            for (x = 0; x < nx; x++) {
                float sr = 0.0f, si = 0.0f;
                for (k = c; k < c + CH; k++) {
                    float arg = TWO_PI_F * (kv[k * 4 + 0] * px[x] + kv[k * 4 + 1] * py[x] + kv[k * 4 + 2] * pz[x]);
                    float cs = cosf(arg), sn = sinf(arg);
                    sr += kv[k * 4 + 3] * cs - kvi[k] * sn;
                    si += kvi[k] * cs + kv[k * 4 + 3] * sn;
                }
                Fr[x] += sr;
                Fi[x] += si;
            }
#pragma hicuda kernel_end
        }
        kt += bench_now_ms() - tb;
#pragma hicuda global copyout Fr[*]
#pragma hicuda global copyout Fi[*]
#pragma hicuda global free px py pz Fr Fi kv kvi
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = kt; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, Fr, sizeof(float) * nx);
    bench_append(args.out, Fi, sizeof(float) * nx);
    return 0;
}
