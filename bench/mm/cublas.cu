// mm: C = A * B through cuBLAS SGEMM (FP32, default math mode: no TF32).
// Row-major C = A*B is column-major C^T = B^T * A^T.
#include "bench.h"
#include <cuda_runtime.h>
#include <cublas_v2.h>

#define CUBLAS(call) do { cublasStatus_t s_ = (call); if (s_ != CUBLAS_STATUS_SUCCESS) { \
    fprintf(stderr, "cuBLAS error %d at %s:%d\n", (int)s_, __FILE__, __LINE__); exit(1); } } while (0)

int main(int argc, char **argv)
{
    bench_args args;
    bench_parse(argc, argv, &args);
    int n = args.quick ? 512 : 6144;
    size_t bytes = sizeof(float) * n * n;
    float *A = (float *)malloc(bytes), *B = (float *)malloc(bytes), *C = (float *)malloc(bytes);
    double *kms = (double *)malloc(args.reps * sizeof(double)), *tms = (double *)malloc(args.reps * sizeof(double));
    bench_fill_f32(A, (size_t)n * n, 21, -1.0f, 1.0f);
    bench_fill_f32(B, (size_t)n * n, 22, -1.0f, 1.0f);
    cublasHandle_t h;
    CUBLAS(cublasCreate(&h));
    CUBLAS(cublasSetMathMode(h, CUBLAS_PEDANTIC_MATH));   // true FP32, no TF32
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    const float one = 1.0f, zero = 0.0f;
    for (int r = -1; r < args.reps; r++) {
        bench_poison_f32(C, (size_t)n * n);
        double t0 = bench_now_ms();
        float *dA, *dB, *dC;
        BENCH_CUDA(cudaMalloc(&dA, bytes)); BENCH_CUDA(cudaMalloc(&dB, bytes)); BENCH_CUDA(cudaMalloc(&dC, bytes));
        BENCH_CUDA(cudaMemcpy(dA, A, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dB, B, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e0));
        CUBLAS(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, dB, n, dA, n, &zero, dC, n));
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(C, dC, bytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dA)); BENCH_CUDA(cudaFree(dB)); BENCH_CUDA(cudaFree(dC));
        double t1 = bench_now_ms();
        float k;
        BENCH_CUDA(cudaEventElapsedTime(&k, e0, e1));
        if (r >= 0) { kms[r] = k; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, args.reps);
    bench_report("TOTAL_MS", tms, args.reps);
    bench_write(args.out, C, bytes);
    CUBLAS(cublasDestroy(h));
    return 0;
}
