/* mrifhd: the F^H d vector of non-Cartesian 3-D MRI reconstruction (Parboil "mri-fhd"):
 *   rRho[k] = phiR dR + phiI dI,  iRho[k] = phiR dI - phiI dR
 *   Fr[x] = sum_k rRho[k] cos(arg) - iRho[k] sin(arg),
 *   Fi[x] = sum_k iRho[k] cos(arg) + rRho[k] sin(arg),  arg = 2 pi (k . x).
 * The k loop runs in chunks of CH samples (packed as kv[k] = {kx,ky,kz,rRho} and kvi[k] = iRho),
 * each chunk's partial sum added to F. Output: Fr then Fi. */
#include "bench.h"
#include "common.h"

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nk = args.quick ? 2048 : 4096, nx = args.quick ? 16384 : 524288, k, x, c;
    float *kx = (float *)malloc(sizeof(float) * nk), *ky = (float *)malloc(sizeof(float) * nk), *kz = (float *)malloc(sizeof(float) * nk);
    float *phiR = (float *)malloc(sizeof(float) * nk), *phiI = (float *)malloc(sizeof(float) * nk);
    float *dR = (float *)malloc(sizeof(float) * nk), *dI = (float *)malloc(sizeof(float) * nk);
    float *rRho = (float *)malloc(sizeof(float) * nk), *iRho = (float *)malloc(sizeof(float) * nk);
    float *px = (float *)malloc(sizeof(float) * nx), *py = (float *)malloc(sizeof(float) * nx), *pz = (float *)malloc(sizeof(float) * nx);
    float *Fr = (float *)malloc(sizeof(float) * nx), *Fi = (float *)malloc(sizeof(float) * nx);
    float *kv = (float *)malloc(sizeof(float) * 4 * nk), *kvi = (float *)malloc(sizeof(float) * nk);
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
    bench_poison_f32(Fr, nx);
    bench_poison_f32(Fi, nx);
    double t0 = bench_now_ms();
    for (k = 0; k < nk; k++) { rRho[k] = phiR[k] * dR[k] + phiI[k] * dI[k]; iRho[k] = phiR[k] * dI[k] - phiI[k] * dR[k]; }
    for (k = 0; k < nk; k++) { kv[k * 4 + 0] = kx[k]; kv[k * 4 + 1] = ky[k]; kv[k * 4 + 2] = kz[k]; kv[k * 4 + 3] = rRho[k]; kvi[k] = iRho[k]; }
    for (x = 0; x < nx; x++) { Fr[x] = 0.0f; Fi[x] = 0.0f; }
    for (c = 0; c < nk; c += CH) {
#pragma omp parallel for private(k)
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
    }
    double ms = bench_now_ms() - t0;
    bench_work((double)nx * nk * 16.0, sizeof(float) * (5.0 * nx + 5.0 * nk * (nx / 256)));
    bench_report("KERNEL_MS", &ms, 1);
    bench_report("TOTAL_MS", &ms, 1);
    bench_write(args.out, Fr, sizeof(float) * nx);
    bench_append(args.out, Fi, sizeof(float) * nx);
    return 0;
}
