/* mriq: Q of MRI reconstruction (see seq.c).
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
    float *phiR = (float *)malloc(sizeof(float) * nk), *phiI = (float *)malloc(sizeof(float) * nk), *phiMag = (float *)malloc(sizeof(float) * nk);
    float *px = (float *)malloc(sizeof(float) * nx), *py = (float *)malloc(sizeof(float) * nx), *pz = (float *)malloc(sizeof(float) * nx);
    float *Qr = (float *)malloc(sizeof(float) * nx), *Qi = (float *)malloc(sizeof(float) * nx);
    float *kv = (float *)malloc(sizeof(float) * 4 * nk);
#pragma hicuda shape phiR[nk]
#pragma hicuda shape phiI[nk]
#pragma hicuda shape phiMag[nk]
#pragma hicuda shape kv[nk][4]
#pragma hicuda shape px[nx]
#pragma hicuda shape py[nx]
#pragma hicuda shape pz[nx]
#pragma hicuda shape Qr[nx]
#pragma hicuda shape Qi[nx]
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(kx, nk, 81, -16.0f, 16.0f);
    bench_fill_f32(ky, nk, 82, -16.0f, 16.0f);
    bench_fill_f32(kz, nk, 83, -16.0f, 16.0f);
    bench_fill_f32(phiR, nk, 84, -1.0f, 1.0f);
    bench_fill_f32(phiI, nk, 85, -1.0f, 1.0f);
    bench_fill_f32(px, nx, 86, -0.5f, 0.5f);
    bench_fill_f32(py, nx, 87, -0.5f, 0.5f);
    bench_fill_f32(pz, nx, 88, -0.5f, 0.5f);
    for (r = -1; r < args.reps; r++) {
        bench_poison_f32(Qr, nx);
        bench_poison_f32(Qi, nx);
        double t0 = bench_now_ms(), kt = 0, ta, tb;
#pragma hicuda global alloc phiR[*] copyin
#pragma hicuda global alloc phiI[*] copyin
#pragma hicuda global alloc phiMag[*]
        ta = bench_now_ms();
#pragma hicuda kernel phimag tblock(nk / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (k = 0; k < nk; k++) phiMag[k] = phiR[k] * phiR[k] + phiI[k] * phiI[k];
#pragma hicuda kernel_end
        kt += bench_now_ms() - ta;
#pragma hicuda global copyout phiMag[*]
#pragma hicuda global free phiR phiI phiMag
        for (k = 0; k < nk; k++) { kv[k * 4 + 0] = kx[k]; kv[k * 4 + 1] = ky[k]; kv[k * 4 + 2] = kz[k]; kv[k * 4 + 3] = phiMag[k]; }
#pragma hicuda global alloc kv[*][*] copyin
#pragma hicuda global alloc px[*] copyin
#pragma hicuda global alloc py[*] copyin
#pragma hicuda global alloc pz[*] copyin
#pragma hicuda global alloc Qr[*]
#pragma hicuda global alloc Qi[*]
        tb = bench_now_ms();
#pragma hicuda kernel zeroq tblock(nx / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
        for (x = 0; x < nx; x++) { Qr[x] = 0.0f; Qi[x] = 0.0f; }
#pragma hicuda kernel_end
        for (c = 0; c < nk; c += CH) {
#pragma hicuda kernel computeq tblock(nx / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
            for (x = 0; x < nx; x++) {
                float sr = 0.0f, si = 0.0f;
                for (k = c; k < c + CH; k++) {
                    float arg = TWO_PI_F * (kv[k * 4 + 0] * px[x] + kv[k * 4 + 1] * py[x] + kv[k * 4 + 2] * pz[x]);
                    sr += kv[k * 4 + 3] * cosf(arg);
                    si += kv[k * 4 + 3] * sinf(arg);
                }
                Qr[x] += sr;
                Qi[x] += si;
            }
#pragma hicuda kernel_end
        }
        kt += bench_now_ms() - tb;
#pragma hicuda global copyout Qr[*]
#pragma hicuda global copyout Qi[*]
#pragma hicuda global free px py pz Qr Qi kv
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = kt; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, Qr, sizeof(float) * nx);
    bench_append(args.out, Qi, sizeof(float) * nx);
    return 0;
}
