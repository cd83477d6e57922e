/* mrifhd: F^H d, OpenACC (GCC 12 nvptx): rho*phi on the device, then one
 * voxel per vector lane over all k (in chunks of CH, as the other versions). */
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
        double t0 = bench_now_ms(), t1, t2;
#pragma acc data copyin(kx[0:nk], ky[0:nk], kz[0:nk], phiR[0:nk], phiI[0:nk], dR[0:nk], dI[0:nk], px[0:nx], py[0:nx], pz[0:nx]) create(rRho[0:nk], iRho[0:nk]) copyout(Fr[0:nx], Fi[0:nx])
        {
            t1 = bench_now_ms();
#pragma acc parallel loop gang vector present(phiR[0:nk], phiI[0:nk], dR[0:nk], dI[0:nk], rRho[0:nk], iRho[0:nk])
            for (k = 0; k < nk; k++) { rRho[k] = phiR[k] * dR[k] + phiI[k] * dI[k]; iRho[k] = phiR[k] * dI[k] - phiI[k] * dR[k]; }
#pragma acc parallel loop gang vector vector_length(256) present(Fr[0:nx], Fi[0:nx])
            for (x = 0; x < nx; x++) { Fr[x] = 0.0f; Fi[x] = 0.0f; }
            for (c = 0; c < nk; c += CH) {
#pragma acc parallel loop gang vector vector_length(256) present(kx[0:nk], ky[0:nk], kz[0:nk], rRho[0:nk], iRho[0:nk], px[0:nx], py[0:nx], pz[0:nx], Fr[0:nx], Fi[0:nx])
                for (x = 0; x < nx; x++) {
                    float sr = 0.0f, si = 0.0f;
                    for (k = c; k < c + CH; k++) {
                        float arg = TWO_PI_F * (kx[k] * px[x] + ky[k] * py[x] + kz[k] * pz[x]);
                        float cs = cosf(arg), sn = sinf(arg);
                        sr += rRho[k] * cs - iRho[k] * sn;
                        si += iRho[k] * cs + rRho[k] * sn;
                    }
                    Fr[x] += sr;
                    Fi[x] += si;
                }
            }
            t2 = bench_now_ms();
        }
        double t3 = bench_now_ms();
        if (r >= 0) { kms[r] = t2 - t1; tms[r] = t3 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, Fr, sizeof(float) * nx);
    bench_append(args.out, Fi, sizeof(float) * nx);
    return 0;
}
