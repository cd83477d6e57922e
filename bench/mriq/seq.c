/* mriq: the Q matrix of non-Cartesian 3-D MRI reconstruction (Parboil "mri-q"):
 *   phiMag[k] = phiR[k]^2 + phiI[k]^2
 *   Qr[x] = sum_k phiMag[k] cos(2 pi (kx[k] x + ky[k] y + kz[k] z)),  Qi: sin.
 * The k loop runs in chunks of CH samples (packed as kv[k] = {kx,ky,kz,phiMag}),
 * each chunk's partial sum added to Q. Output: Qr then Qi. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nk = args.quick ? 2048 : 4096, nx = args.quick ? 16384 : 524288, k, x, c;
    float *kx = (float *)malloc(sizeof(float) * nk), *ky = (float *)malloc(sizeof(float) * nk), *kz = (float *)malloc(sizeof(float) * nk);
    float *phiR = (float *)malloc(sizeof(float) * nk), *phiI = (float *)malloc(sizeof(float) * nk), *phiMag = (float *)malloc(sizeof(float) * nk);
    float *px = (float *)malloc(sizeof(float) * nx), *py = (float *)malloc(sizeof(float) * nx), *pz = (float *)malloc(sizeof(float) * nx);
    float *Qr = (float *)malloc(sizeof(float) * nx), *Qi = (float *)malloc(sizeof(float) * nx);
    float *kv = (float *)malloc(sizeof(float) * 4 * nk);
    bench_fill_f32(kx, nk, 81, -16.0f, 16.0f);
    bench_fill_f32(ky, nk, 82, -16.0f, 16.0f);
    bench_fill_f32(kz, nk, 83, -16.0f, 16.0f);
    bench_fill_f32(phiR, nk, 84, -1.0f, 1.0f);
    bench_fill_f32(phiI, nk, 85, -1.0f, 1.0f);
    bench_fill_f32(px, nx, 86, -0.5f, 0.5f);
    bench_fill_f32(py, nx, 87, -0.5f, 0.5f);
    bench_fill_f32(pz, nx, 88, -0.5f, 0.5f);
    bench_poison_f32(Qr, nx);
    bench_poison_f32(Qi, nx);
    double t0 = bench_now_ms();
    for (k = 0; k < nk; k++) phiMag[k] = phiR[k] * phiR[k] + phiI[k] * phiI[k];
    for (k = 0; k < nk; k++) { kv[k * 4 + 0] = kx[k]; kv[k * 4 + 1] = ky[k]; kv[k * 4 + 2] = kz[k]; kv[k * 4 + 3] = phiMag[k]; }
    for (x = 0; x < nx; x++) { Qr[x] = 0.0f; Qi[x] = 0.0f; }
    for (c = 0; c < nk; c += CH) {
#pragma omp parallel for private(k)
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
    }
    double ms = bench_now_ms() - t0;
    bench_work((double)nx * nk * 12.0, sizeof(float) * (5.0 * nx + 4.0 * nk * (nx / 256)));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, Qr, sizeof(float) * nx);
    bench_append(args.out, Qi, sizeof(float) * nx);
    return 0;
}
