// bw: measured device-to-device copy bandwidth (bytes read + bytes written),
// the ceiling used for the memory-bound benchmarks.  Prints "COPY_GBS <x>".
#include "bench.h"
#include <cuda_runtime.h>

__global__ void copy4(const float4 *__restrict__ a, float4 *__restrict__ b, size_t n)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
         i += (size_t)gridDim.x * blockDim.x)
        b[i] = a[i];
}

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    size_t bytes = (size_t)(args.quick ? 256 : 2048) << 20;  // per buffer
    size_t n4 = bytes / sizeof(float4);
    float *h = (float *)malloc(bytes);
    bench_fill_f32(h, bytes / 4, 1, -1.f, 1.f);
    float4 *a, *b;
    BENCH_CUDA(cudaMalloc(&a, bytes));
    BENCH_CUDA(cudaMalloc(&b, bytes));
    BENCH_CUDA(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
    cudaDeviceProp p;
    BENCH_CUDA(cudaGetDeviceProperties(&p, 0));
    printf("DEVICE %s SMs %d L2 %d MB\n", p.name, p.multiProcessorCount, p.l2CacheSize >> 20);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    double ms_memcpy[20], ms_kernel[20];
    int reps = args.reps > 20 ? 20 : args.reps;
    for (int r = -2; r < reps; r++) {
        float t;
        BENCH_CUDA(cudaEventRecord(e0));
        BENCH_CUDA(cudaMemcpy(b, a, bytes, cudaMemcpyDeviceToDevice));
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaEventElapsedTime(&t, e0, e1));
        if (r >= 0) ms_memcpy[r] = t;
        BENCH_CUDA(cudaEventRecord(e0));
        copy4<<<p.multiProcessorCount * 8, 256>>>(a, b, n4);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaEventElapsedTime(&t, e0, e1));
        if (r >= 0) ms_kernel[r] = t;
    }
    double m1 = bench_median(ms_memcpy, reps), m2 = bench_median(ms_kernel, reps);
    printf("MEMCPY_D2D_GBS %.1f\n", 2.0 * bytes / (m1 * 1e6));
    printf("COPY_KERNEL_GBS %.1f\n", 2.0 * bytes / (m2 * 1e6));
    double best = m1 < m2 ? m1 : m2;
    printf("COPY_GBS %.1f\n", 2.0 * bytes / (best * 1e6));
    // host<->device (pageable, as the benchmarks use)
    double t0 = bench_now_ms();
    BENCH_CUDA(cudaMemcpy(h, a, bytes, cudaMemcpyDeviceToHost));
    double t1 = bench_now_ms();
    BENCH_CUDA(cudaMemcpy(a, h, bytes, cudaMemcpyHostToDevice));
    double t2 = bench_now_ms();
    printf("D2H_PAGEABLE_GBS %.1f\nH2D_PAGEABLE_GBS %.1f\n", bytes / ((t1 - t0) * 1e6), bytes / ((t2 - t1) * 1e6));
    cudaFree(a); cudaFree(b); free(h);
    return 0;
}
