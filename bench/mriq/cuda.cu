// mriq: Q matrix, hand-written CUDA for sm_90 (Parboil's scheme): phiMag
// kernel, copy back and pack {kx,ky,kz,phiMag}, then per chunk of CH samples a
// constant-memory load and a Q kernel (one voxel per thread, voxel coordinates
// in registers, uniform constant reads, precise sincosf, 2-way unrolled k loop).
#include "bench.h"
#include <cuda_runtime.h>
#include "common.h"

__constant__ float4 ck[CH];

__global__ void phimag(const float *__restrict__ pr, const float *__restrict__ pi, float *__restrict__ pm, int nk)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < nk) pm[k] = pr[k] * pr[k] + pi[k] * pi[k];
}

__global__ void __launch_bounds__(256) computeq(const float *__restrict__ px, const float *__restrict__ py,
                                                const float *__restrict__ pz, float *__restrict__ Qr,
                                                float *__restrict__ Qi, int nx, int first)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    if (x >= nx) return;
    float xx = px[x], yy = py[x], zz = pz[x], sr = 0.f, si = 0.f;
#pragma unroll 2
    for (int k = 0; k < CH; k++) {
        float4 v = ck[k];
        float arg = TWO_PI_F * (v.x * xx + v.y * yy + v.z * zz);
        float s, c;
        sincosf(arg, &s, &c);
        sr += v.w * c;
        si += v.w * s;
    }
    if (first) { Qr[x] = sr; Qi[x] = si; }
    else { Qr[x] += sr; Qi[x] += si; }
}

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nk = args.quick ? 2048 : 4096, nx = args.quick ? 16384 : 524288;
    float *kx = (float *)malloc(sizeof(float) * nk), *ky = (float *)malloc(sizeof(float) * nk), *kz = (float *)malloc(sizeof(float) * nk);
    float *phiR = (float *)malloc(sizeof(float) * nk), *phiI = (float *)malloc(sizeof(float) * nk), *phiMag = (float *)malloc(sizeof(float) * nk);
    float *px = (float *)malloc(sizeof(float) * nx), *py = (float *)malloc(sizeof(float) * nx), *pz = (float *)malloc(sizeof(float) * nx);
    float *Qr = (float *)malloc(sizeof(float) * nx), *Qi = (float *)malloc(sizeof(float) * nx);
    float4 *kv = (float4 *)malloc(sizeof(float4) * nk);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(kx, nk, 81, -16.0f, 16.0f);
    bench_fill_f32(ky, nk, 82, -16.0f, 16.0f);
    bench_fill_f32(kz, nk, 83, -16.0f, 16.0f);
    bench_fill_f32(phiR, nk, 84, -1.0f, 1.0f);
    bench_fill_f32(phiI, nk, 85, -1.0f, 1.0f);
    bench_fill_f32(px, nx, 86, -0.5f, 0.5f);
    bench_fill_f32(py, nx, 87, -0.5f, 0.5f);
    bench_fill_f32(pz, nx, 88, -0.5f, 0.5f);
    cudaEvent_t e0, e1, e2, e3;
    BENCH_CUDA(cudaEventCreate(&e0)); BENCH_CUDA(cudaEventCreate(&e1));
    BENCH_CUDA(cudaEventCreate(&e2)); BENCH_CUDA(cudaEventCreate(&e3));
    size_t kb = sizeof(float) * nk, xb = sizeof(float) * nx;
    for (int r = -1; r < args.reps; r++) {
        bench_poison_f32(Qr, nx);
        bench_poison_f32(Qi, nx);
        double t0 = bench_now_ms();
        float *dr, *di, *dm, *dx, *dy, *dz, *dqr, *dqi;
        BENCH_CUDA(cudaMalloc(&dr, kb)); BENCH_CUDA(cudaMalloc(&di, kb)); BENCH_CUDA(cudaMalloc(&dm, kb));
        BENCH_CUDA(cudaMemcpy(dr, phiR, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(di, phiI, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e0));
        phimag<<<(nk + 255) / 256, 256>>>(dr, di, dm, nk);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaMemcpy(phiMag, dm, kb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dr)); BENCH_CUDA(cudaFree(di)); BENCH_CUDA(cudaFree(dm));
        for (int k = 0; k < nk; k++) kv[k] = make_float4(kx[k], ky[k], kz[k], phiMag[k]);
        BENCH_CUDA(cudaMalloc(&dx, xb)); BENCH_CUDA(cudaMalloc(&dy, xb)); BENCH_CUDA(cudaMalloc(&dz, xb));
        BENCH_CUDA(cudaMalloc(&dqr, xb)); BENCH_CUDA(cudaMalloc(&dqi, xb));
        BENCH_CUDA(cudaMemcpy(dx, px, xb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dy, py, xb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dz, pz, xb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e2));
        for (int c = 0; c < nk; c += CH) {
            BENCH_CUDA(cudaMemcpyToSymbolAsync(ck, kv + c, sizeof(float4) * CH, 0, cudaMemcpyHostToDevice));
            computeq<<<(nx + 255) / 256, 256>>>(dx, dy, dz, dqr, dqi, nx, c == 0);
            BENCH_CUDA_LAUNCH();
        }
        BENCH_CUDA(cudaEventRecord(e3));
        BENCH_CUDA(cudaEventSynchronize(e3));
        BENCH_CUDA(cudaMemcpy(Qr, dqr, xb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaMemcpy(Qi, dqi, xb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dx)); BENCH_CUDA(cudaFree(dy)); BENCH_CUDA(cudaFree(dz));
        BENCH_CUDA(cudaFree(dqr)); BENCH_CUDA(cudaFree(dqi));
        double t1 = bench_now_ms();
        float k1, k2;
        BENCH_CUDA(cudaEventElapsedTime(&k1, e0, e1));
        BENCH_CUDA(cudaEventElapsedTime(&k2, e2, e3));
        if (r >= 0) { kms[r] = k1 + k2; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, Qr, xb);
    bench_append(args.out, Qi, xb);
    return 0;
}
