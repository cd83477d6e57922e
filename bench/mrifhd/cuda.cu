// mrifhd: F^H d, hand-written CUDA for sm_90. A rho*phi kernel; rRho and iRho are copied back and packed
// with the k coordinates (Parboil's scheme) into kv[k] = {kx, ky, kz, rRho} (float4) and kvi[k] = iRho in
// global memory; then ONE FHd kernel: one voxel per thread (coordinates and sums in registers), the block
// walks all samples in tiles of TK staged in shared memory (one float4 and one float per sample and thread,
// coalesced), and every thread reads each sample as a broadcast (LDS.128 + LDS); precise sincosf, the
// sample loop unrolled by 4. The constant-memory version of the earlier runs (bench/experiments/
// mrifhd_cuda_constant.cu) took 20.6 ms: ptxas read its constant arrays through the uniform datapath.
#include "bench.h"
#include <cuda_runtime.h>
#include "common.h"

#define TB 256   // threads per block, one voxel each
#define TK 256   // samples per shared-memory tile
static_assert(TK == TB, "each thread stages one sample of a tile");

__global__ void rhophi(const float *__restrict__ pr, const float *__restrict__ pi, const float *__restrict__ dr,
                       const float *__restrict__ di, float *__restrict__ rr, float *__restrict__ ri, int nk)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    if (k < nk) { rr[k] = pr[k] * dr[k] + pi[k] * di[k]; ri[k] = pr[k] * di[k] - pi[k] * dr[k]; }
}

// one k-space sample's contribution to voxel (xx, yy, zz): v = (kx, ky, kz, rRho), ri = iRho
__device__ __forceinline__ void sample(const float4 v, float ri, float xx, float yy, float zz, float &sr, float &si)
{
    const float arg = TWO_PI_F * (v.x * xx + v.y * yy + v.z * zz);
    float s, c;
    sincosf(arg, &s, &c);
    sr += v.w * c - ri * s;
    si += ri * c + v.w * s;
}

__global__ void __launch_bounds__(TB) computefh(const float4 *__restrict__ kv, const float *__restrict__ kvi,
                                               const float *__restrict__ px, const float *__restrict__ py,
                                               const float *__restrict__ pz, float *__restrict__ Fr,
                                               float *__restrict__ Fi, int nx, int nk)
{
    __shared__ float4 sk[2][TK];        // two tiles used in turn: one barrier a tile (TK == TB: one sample a thread)
    __shared__ float ski[2][TK];
    const int tid = threadIdx.x, x = blockIdx.x * TB + tid;
    const bool on = x < nx;             // every thread stages and reaches the barriers
    const float xx = on ? px[x] : 0.f, yy = on ? py[x] : 0.f, zz = on ? pz[x] : 0.f;
    float sr = 0.f, si = 0.f;
    float4 rk = tid < nk ? kv[tid] : make_float4(0.f, 0.f, 0.f, 0.f);   // the next tile's sample, a tile ahead
    float rki = tid < nk ? kvi[tid] : 0.f;
    int buf = 0;
    for (int kb = 0; kb < nk; kb += TK, buf ^= 1) {
        const int m = min(TK, nk - kb);
        sk[buf][tid] = rk;
        ski[buf][tid] = rki;
        __syncthreads();
        const int kn = kb + TK + tid;   // in flight during this tile's work
        rk = kn < nk ? kv[kn] : make_float4(0.f, 0.f, 0.f, 0.f);
        rki = kn < nk ? kvi[kn] : 0.f;
        if (m == TK) {                  // a full tile: a constant trip count, unrolled 4 times
#pragma unroll 4
            for (int k = 0; k < TK; k++)
                sample(sk[buf][k], ski[buf][k], xx, yy, zz, sr, si);
        } else {
#pragma unroll 4
            for (int k = 0; k < m; k++)
                sample(sk[buf][k], ski[buf][k], xx, yy, zz, sr, si);
        }
    }
    if (on) { Fr[x] = sr; Fi[x] = si; }
}

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int nk = args.quick ? 2048 : 4096, nx = args.quick ? 16384 : 524288;
    float *kx = (float *)malloc(sizeof(float) * nk), *ky = (float *)malloc(sizeof(float) * nk), *kz = (float *)malloc(sizeof(float) * nk);
    float *phiR = (float *)malloc(sizeof(float) * nk), *phiI = (float *)malloc(sizeof(float) * nk);
    float *dR = (float *)malloc(sizeof(float) * nk), *dI = (float *)malloc(sizeof(float) * nk);
    float *rRho = (float *)malloc(sizeof(float) * nk), *iRho = (float *)malloc(sizeof(float) * nk);
    float *px = (float *)malloc(sizeof(float) * nx), *py = (float *)malloc(sizeof(float) * nx), *pz = (float *)malloc(sizeof(float) * nx);
    float *Fr = (float *)malloc(sizeof(float) * nx), *Fi = (float *)malloc(sizeof(float) * nx);
    float4 *kv = (float4 *)malloc(sizeof(float4) * nk);
    float *kvi = (float *)malloc(sizeof(float) * nk);
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
    cudaEvent_t e0, e1, e2, e3;
    BENCH_CUDA(cudaEventCreate(&e0)); BENCH_CUDA(cudaEventCreate(&e1));
    BENCH_CUDA(cudaEventCreate(&e2)); BENCH_CUDA(cudaEventCreate(&e3));
    size_t kb = sizeof(float) * nk, xb = sizeof(float) * nx;
    for (int r = -1; r < args.reps; r++) {
        bench_poison_f32(Fr, nx);
        bench_poison_f32(Fi, nx);
        double t0 = bench_now_ms();
        float *dr, *di, *ddr, *ddi, *drr, *dri, *dx, *dy, *dz, *dqr, *dqi;
        BENCH_CUDA(cudaMalloc(&dr, kb)); BENCH_CUDA(cudaMalloc(&di, kb));
        BENCH_CUDA(cudaMalloc(&ddr, kb)); BENCH_CUDA(cudaMalloc(&ddi, kb));
        BENCH_CUDA(cudaMalloc(&drr, kb)); BENCH_CUDA(cudaMalloc(&dri, kb));
        BENCH_CUDA(cudaMemcpy(dr, phiR, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(di, phiI, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(ddr, dR, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(ddi, dI, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e0));
        rhophi<<<(nk + 255) / 256, 256>>>(dr, di, ddr, ddi, drr, dri, nk);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaMemcpy(rRho, drr, kb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaMemcpy(iRho, dri, kb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dr)); BENCH_CUDA(cudaFree(di)); BENCH_CUDA(cudaFree(ddr));
        BENCH_CUDA(cudaFree(ddi)); BENCH_CUDA(cudaFree(drr)); BENCH_CUDA(cudaFree(dri));
        for (int k = 0; k < nk; k++) { kv[k] = make_float4(kx[k], ky[k], kz[k], rRho[k]); kvi[k] = iRho[k]; }
        float4 *dkv;
        float *dkvi;
        BENCH_CUDA(cudaMalloc(&dx, xb)); BENCH_CUDA(cudaMalloc(&dy, xb)); BENCH_CUDA(cudaMalloc(&dz, xb));
        BENCH_CUDA(cudaMalloc(&dqr, xb)); BENCH_CUDA(cudaMalloc(&dqi, xb));
        BENCH_CUDA(cudaMalloc(&dkv, sizeof(float4) * nk)); BENCH_CUDA(cudaMalloc(&dkvi, kb));
        BENCH_CUDA(cudaMemcpy(dx, px, xb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dy, py, xb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dz, pz, xb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dkv, kv, sizeof(float4) * nk, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dkvi, kvi, kb, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e2));
        computefh<<<(nx + TB - 1) / TB, TB>>>(dkv, dkvi, dx, dy, dz, dqr, dqi, nx, nk);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e3));
        BENCH_CUDA(cudaEventSynchronize(e3));
        BENCH_CUDA(cudaMemcpy(Fr, dqr, xb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaMemcpy(Fi, dqi, xb, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dx)); BENCH_CUDA(cudaFree(dy)); BENCH_CUDA(cudaFree(dz));
        BENCH_CUDA(cudaFree(dqr)); BENCH_CUDA(cudaFree(dqi));
        BENCH_CUDA(cudaFree(dkv)); BENCH_CUDA(cudaFree(dkvi));
        double t1 = bench_now_ms();
        float k1, k2;
        BENCH_CUDA(cudaEventElapsedTime(&k1, e0, e1));
        BENCH_CUDA(cudaEventElapsedTime(&k2, e2, e3));
        if (r >= 0) { kms[r] = k1 + k2; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, Fr, xb);
    bench_append(args.out, Fi, xb);
    return 0;
}
