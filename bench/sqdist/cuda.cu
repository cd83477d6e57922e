// sqdist -- hand-written CUDA (sm_90): squared Euclidean distances.
// A 32 x 8 thread block computes a 128 (i) x 64 (j) tile of dist.  Each thread
// owns two columns j and j+32: the 16 coordinates of both Y points are held
// in registers (float4 loads); the 128 X rows of the tile are staged once in
// shared memory (coalesced float4 loads).  A warp shares its row i, so the
// shared-memory reads are float4 broadcasts, each serving two outputs; each
// thread computes 16 rows (ty, ty+8, ...), so the staging latency is
// amortised over 32 outputs per thread.  The 32 lanes of a warp store 32
// consecutive floats of a row (coalesced, streaming stores: dist is written
// once).  The run is bound by writing dist (N*M floats) and by the FP32 work.
#include "bench.h"
#include <cuda_runtime.h>

#define D 16
#define SEED_X 0x5351444958ULL
#define SEED_Y 0x5351444959ULL
#define TX 32                  // blockDim.x
#define TR 8                   // thread rows = blockDim.y
#define CPT 2                  // columns per thread (j, j+32)
#define RPT 16                 // rows per thread
#define TJ (TX * CPT)          // 64 columns per block
#define TI (TR * RPT)          // 128 rows per block

__global__ void __launch_bounds__(TX * TR)
sqdist_kernel(const float *__restrict__ x, const float *__restrict__ y, float *__restrict__ dist,
              int nn, int mm)
{
    __shared__ float4 sx[TI][D / 4];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int i0 = blockIdx.y * TI;
    const int j0 = blockIdx.x * TJ + tx;        // this thread's columns: j0 + c*TX
    // stage X[i0 .. i0+TI-1][0..D-1] (TI*D/4 = 512 float4: two per thread)
    for (int e = ty * TX + tx; e < TI * (D / 4); e += TX * TR) {
        const int r = e / (D / 4), q = e % (D / 4);
        sx[r][q] = (i0 + r < nn) ? reinterpret_cast<const float4 *>(x)[(size_t)(i0 + r) * (D / 4) + q]
                                 : make_float4(0.f, 0.f, 0.f, 0.f);
    }
    float4 yv[CPT][D / 4];
#pragma unroll
    for (int c = 0; c < CPT; c++)
#pragma unroll
        for (int q = 0; q < D / 4; q++)
            yv[c][q] = (j0 + c * TX < mm)
                ? __ldg(reinterpret_cast<const float4 *>(y) + (size_t)(j0 + c * TX) * (D / 4) + q)
                : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
#pragma unroll 4
    for (int r = 0; r < RPT; r++) {
        const int li = ty + r * TR;             // rows cyclically over the 8 thread rows
        const int i = i0 + li;
        float s[CPT];
#pragma unroll
        for (int c = 0; c < CPT; c++) s[c] = 0.0f;
#pragma unroll
        for (int q = 0; q < D / 4; q++) {       // k = 4q .. 4q+3, in increasing order
            const float4 xv = sx[li][q];
#pragma unroll
            for (int c = 0; c < CPT; c++) {
                float t;
                t = xv.x - yv[c][q].x; s[c] += t * t;
                t = xv.y - yv[c][q].y; s[c] += t * t;
                t = xv.z - yv[c][q].z; s[c] += t * t;
                t = xv.w - yv[c][q].w; s[c] += t * t;
            }
        }
        if (i < nn) {
#pragma unroll
            for (int c = 0; c < CPT; c++)
                if (j0 + c * TX < mm)
                    __stcs(&dist[(size_t)i * mm + j0 + c * TX], s[c]);
        }
    }
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_parse(argc, argv, &a);
    const int nn = a.quick ? 512 : 16384, mm = a.quick ? 512 : 16384;
    const size_t nd = (size_t)nn * mm;
    const size_t bx = (size_t)nn * D * sizeof(float), by = (size_t)mm * D * sizeof(float), bd = nd * sizeof(float);
    float *x = (float *)malloc(bx), *y = (float *)malloc(by), *dist = (float *)malloc(bd);
    double *kms = (double *)malloc(a.reps * sizeof(double)), *tms = (double *)malloc(a.reps * sizeof(double));
    if (!x || !y || !dist || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    bench_fill_f32(x, (size_t)nn * D, SEED_X, 0.0f, 1.0f);
    bench_fill_f32(y, (size_t)mm * D, SEED_Y, 0.0f, 1.0f);

    const dim3 block(TX, TR);
    const dim3 grid((mm + TJ - 1) / TJ, (nn + TI - 1) / TI);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < a.reps; r++) {          // r = -1: warm-up
        bench_poison_f32(dist, nd);
        double t0 = bench_now_ms();
        float *dx, *dy, *dd;
        BENCH_CUDA(cudaMalloc(&dx, bx));         // cudaMalloc: 256-byte aligned, float4 loads are safe
        BENCH_CUDA(cudaMalloc(&dy, by));
        BENCH_CUDA(cudaMalloc(&dd, bd));
        BENCH_CUDA(cudaMemcpy(dx, x, bx, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(dy, y, by, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaEventRecord(e0));
        sqdist_kernel<<<grid, block>>>(dx, dy, dd, nn, mm);
        BENCH_CUDA_LAUNCH();
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(dist, dd, bd, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dx));
        BENCH_CUDA(cudaFree(dy));
        BENCH_CUDA(cudaFree(dd));
        double t1 = bench_now_ms();
        float k;
        BENCH_CUDA(cudaEventElapsedTime(&k, e0, e1));
        if (r >= 0) { kms[r] = k; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, a.reps);
    bench_report("TOTAL_MS", tms, a.reps);
    bench_write(a.out, dist, bd);
    BENCH_CUDA(cudaEventDestroy(e0));
    BENCH_CUDA(cudaEventDestroy(e1));
    free(x); free(y); free(dist); free(kms); free(tms);
    return 0;
}
