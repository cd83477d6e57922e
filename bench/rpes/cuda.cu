// rpes: (ss|ss) integrals by one-root Rys quadrature, hand-written CUDA for
// sm_90: one integral per thread, 16x16 threads; the block's 16 bra and 16 ket
// shell pairs (16 primitive pairs x 5 floats each) staged in shared memory,
// ket rows padded against bank conflicts; the bra primitive in registers for
// the inner ket loop; rsqrtf / erff / __fdividef-free precise math.
#include "bench.h"
#include <cuda_runtime.h>
#include "common.h"

#define PAD (KP * 5 + 1)

__global__ void __launch_bounds__(256) eri_ssss(const float *__restrict__ bra, const float *__restrict__ ket,
                                                float *__restrict__ eri, int np)
{
    __shared__ float sb[16][PAD], sk[16][PAD];
    const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * 16 + tx;
    const int P0 = blockIdx.y * 16, Q0 = blockIdx.x * 16;
    for (int l = tid; l < 16 * KP * 5; l += 256) {
        int row = l / (KP * 5), col = l % (KP * 5);
        sb[row][col] = bra[(size_t)(P0 + row) * KP * 5 + col];
        sk[row][col] = ket[(size_t)(Q0 + row) * KP * 5 + col];
    }
    __syncthreads();
    float s = 0.f;
    for (int pp = 0; pp < KP; pp++) {
        const float p = sb[ty][pp * 5], px = sb[ty][pp * 5 + 1], py = sb[ty][pp * 5 + 2], pz = sb[ty][pp * 5 + 3],
                    kp = sb[ty][pp * 5 + 4];
#pragma unroll 4
        for (int qq = 0; qq < KP; qq++) {
            const float q = sk[tx][qq * 5];
            float dx = px - sk[tx][qq * 5 + 1], dy = py - sk[tx][qq * 5 + 2], dz = pz - sk[tx][qq * 5 + 3];
            float pq = p + q, T = p * q / pq * (dx * dx + dy * dy + dz * dz);
            float w = T < 1e-6f ? 1.0f - T / 3.0f : 0.5f * sqrtf(PI_F / T) * erff(sqrtf(T));
            s += TWO_PI_52 / (p * q * sqrtf(pq)) * kp * sk[tx][qq * 5 + 4] * w;
        }
    }
    eri[(size_t)(P0 + ty) * np + Q0 + tx] = s;
}

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int np = args.quick ? 256 : 4096;
    size_t nd = (size_t)np * KP * 5, ebytes = sizeof(float) * np * np;
    float *bra = (float *)malloc(sizeof(float) * nd), *ket = (float *)malloc(sizeof(float) * nd);
    float *eri = (float *)malloc(ebytes);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    rpes_pairs(bra, np, 71);
    rpes_pairs(ket, np, 72);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < args.reps; r++) {
        bench_poison_f32(eri, (size_t)np * np);
        double t0 = bench_now_ms();
        float *db, *dk, *de;
        BENCH_CUDA(cudaMalloc(&db, sizeof(float) * nd)); BENCH_CUDA(cudaMalloc(&dk, sizeof(float) * nd));
        BENCH_CUDA(cudaMalloc(&de, ebytes));
        BENCH_CUDA(cudaMemcpy(db, bra, sizeof(float) * nd, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dk, ket, sizeof(float) * nd, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e0));
        eri_ssss<<<dim3(np / 16, np / 16), dim3(16, 16)>>>(db, dk, de, np);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(eri, de, ebytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(db)); BENCH_CUDA(cudaFree(dk)); BENCH_CUDA(cudaFree(de));
        double t1 = bench_now_ms();
        float k;
        BENCH_CUDA(cudaEventElapsedTime(&k, e0, e1));
        if (r >= 0) { kms[r] = k; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, eri, ebytes);
    return 0;
}
