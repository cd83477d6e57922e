// nbody: all-pairs accelerations, hand-written CUDA for sm_90 (the SDK scheme):
// one body per thread, tiles of 256 source bodies staged in shared memory as
// float4 (broadcast reads), rsqrtf, inner loop unrolled.
#include "bench.h"
#include <cuda_runtime.h>

#define EPS2 0.01f
#define TB 256

__global__ void __launch_bounds__(TB) forces(const float4 *__restrict__ pos, float4 *__restrict__ acc, int n)
{
    __shared__ float4 sp[TB];
    int i = blockIdx.x * TB + threadIdx.x;
    float4 p = pos[i];
    float ax = 0.f, ay = 0.f, az = 0.f;
    for (int jj = 0; jj < n; jj += TB) {
        sp[threadIdx.x] = pos[jj + threadIdx.x];
        __syncthreads();
#pragma unroll 16
        for (int j = 0; j < TB; j++) {
            float4 q = sp[j];
            float dx = q.x - p.x, dy = q.y - p.y, dz = q.z - p.z;
            float r2 = fmaf(dx, dx, fmaf(dy, dy, fmaf(dz, dz, EPS2)));
            float inv = rsqrtf(r2);
            float s = q.w * inv * inv * inv;
            ax = fmaf(dx, s, ax);
            ay = fmaf(dy, s, ay);
            az = fmaf(dz, s, az);
        }
        __syncthreads();
    }
    acc[i] = make_float4(ax, ay, az, 0.f);
}

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 4096 : 131072;
    size_t bytes = sizeof(float) * 4 * n;
    float *pos = (float *)malloc(bytes), *acc = (float *)malloc(bytes);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(pos, (size_t)4 * n, 31, -1.0f, 1.0f);
    for (int i = 0; i < n; i++) pos[4 * i + 3] = 0.5f / n + fabsf(pos[4 * i + 3]) / n;
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < args.reps; r++) {
        bench_poison_f32(acc, (size_t)4 * n);
        double t0 = bench_now_ms();
        float4 *dp, *da;
        BENCH_CUDA(cudaMalloc(&dp, bytes)); BENCH_CUDA(cudaMalloc(&da, bytes));
        BENCH_CUDA(cudaMemcpy(dp, pos, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e0));
        forces<<<n / TB, TB>>>(dp, da, n);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(acc, da, bytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dp)); BENCH_CUDA(cudaFree(da));
        double t1 = bench_now_ms();
        float k;
        BENCH_CUDA(cudaEventElapsedTime(&k, e0, e1));
        if (r >= 0) { kms[r] = k; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, acc, bytes);
    return 0;
}
