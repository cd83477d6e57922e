// jacobi2d -- hand-written CUDA (sm_90): five-point 2-D Jacobi sweeps.
// One kernel per sweep.  Each warp owns 32 consecutive columns and marches in
// j through a chunk of RC rows: the south/centre/north values of its column
// live in registers (a register pipeline keeps the loads of the next rows in
// flight), the west/east values
// come from the neighbouring lanes through warp shuffles; lanes 0 and 31 load
// the one extra halo value each.  No shared memory and no barriers.
#include "bench.h"
#include <cuda_runtime.h>

#define SWEEPS 20
#define SEED_X 0x4A41434F4258ULL
#define SEED_B 0x4A41434F4242ULL
#define WARPS 4            // warps per block, side by side in x: 128 columns
#define RC 16              // rows per block (16: 4.55 ms on the H200, 32: 4.74, 64: 5.17, 128: 5.60; bench/results/2026-12-02-h200-variants7.txt)

static void init_grid(float *x, int nx, int ny)
{
    bench_fill_f32(x, (size_t)nx * ny, SEED_X, 0.0f, 1.0f);
    for (int j = 0; j < ny; j++)
        for (int i = 0; i < nx; i++)
            if (i == 0 || j == 0 || i == nx - 1 || j == ny - 1)
                x[(size_t)j * nx + i] = 0.0f;
}

__global__ void __launch_bounds__(32 * WARPS)
jacobi2d_sweep(const float *__restrict__ in, const float *__restrict__ b, float *__restrict__ out,
               int nx, int ny)
{
    const int lane = threadIdx.x & 31;
    const int i = 1 + (blockIdx.x * WARPS + (threadIdx.x >> 5)) * 32 + lane;
    const int j0 = 1 + blockIdx.y * RC;
    const int j1 = min(j0 + RC, ny - 1);        // rows j0 .. j1-1 (same for the whole warp)
    // 'valid' lanes hold a grid column (boundary included) so that a neighbour
    // lane can shuffle it; 'active' lanes update an interior point.  All lanes
    // execute the shuffles (full mask, warp-uniform trip count).
    const bool valid = i < nx;
    const bool active = i < nx - 1;
    const bool west = active && lane == 0;      // needs column i-1 from memory
    const bool east = active && lane == 31;     // needs column i+1 from memory

    // Register pipeline (prefetch distance 2 rows, so that each thread keeps
    // several loads in flight): centre column xs = j-1, xc = j, xn = j+1,
    // q0 = j+2, q1 = j+3 (needed while row <= j1); halo (lanes 0/31) and b of
    // rows j, j+1, j+2 (needed while row < j1).
#define XC(r) ((valid && (r) <= j1) ? in[(size_t)(r) * nx + i] : 0.f)
#define HW(r) ((west && (r) < j1) ? in[(size_t)(r) * nx + i - 1] : 0.f)
#define HE(r) ((east && (r) < j1) ? in[(size_t)(r) * nx + i + 1] : 0.f)
#define BB(r) ((active && (r) < j1) ? __ldg(&b[(size_t)(r) * nx + i]) : 0.f)
    float xs = 0.f, xc = 0.f, xn = 0.f, q0 = 0.f, q1 = 0.f;
    float hw = 0.f, hw0 = 0.f, hw1 = 0.f, he = 0.f, he0 = 0.f, he1 = 0.f;
    float bc = 0.f, b0 = 0.f, b1 = 0.f;
    if (j0 < j1) {
        xs = XC(j0 - 1); xc = XC(j0); xn = XC(j0 + 1); q0 = XC(j0 + 2); q1 = XC(j0 + 3);
        hw = HW(j0); hw0 = HW(j0 + 1); hw1 = HW(j0 + 2);
        he = HE(j0); he0 = HE(j0 + 1); he1 = HE(j0 + 2);
        bc = BB(j0); b0 = BB(j0 + 1); b1 = BB(j0 + 2);
    }
    for (int j = j0; j < j1; ++j) {
        // issue the loads for the pipeline's tail
        const float q2 = XC(j + 4), hw2 = HW(j + 3), he2 = HE(j + 3), b2 = BB(j + 3);
        float w = __shfl_up_sync(0xffffffffu, xc, 1);
        float e = __shfl_down_sync(0xffffffffu, xc, 1);
        if (lane == 0) w = hw;
        if (lane == 31) e = he;
        if (active)
            out[(size_t)j * nx + i] = -0.25f * (bc - (xs + xn) - (w + e));
        xs = xc; xc = xn; xn = q0; q0 = q1; q1 = q2;
        hw = hw0; hw0 = hw1; hw1 = hw2;
        he = he0; he0 = he1; he1 = he2;
        bc = b0; b0 = b1; b1 = b2;
    }
#undef XC
#undef HW
#undef HE
#undef BB
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_parse(argc, argv, &a);
    const int n = a.quick ? 258 : 8194;      // interior 256^2 / 8192^2
    const int nx = n, ny = n;
    const size_t cells = (size_t)nx * ny, bytes = cells * sizeof(float);
    float *x0 = (float *)malloc(bytes), *out = (float *)malloc(bytes), *b = (float *)malloc(bytes);
    double *kms = (double *)malloc(a.reps * sizeof(double)), *tms = (double *)malloc(a.reps * sizeof(double));
    if (!x0 || !out || !b || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(x0, nx, ny);
    bench_fill_f32(b, cells, SEED_B, 0.0f, 1.0f);

    const dim3 block(32 * WARPS);
    const dim3 grid((nx - 2 + 32 * WARPS - 1) / (32 * WARPS), (ny - 2 + RC - 1) / RC);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < a.reps; r++) {          // r = -1: warm-up
        bench_poison_f32(out, cells);
        double t0 = bench_now_ms();
        float *dx, *dy, *db;
        BENCH_CUDA(cudaMalloc(&dx, bytes));
        BENCH_CUDA(cudaMalloc(&dy, bytes));
        BENCH_CUDA(cudaMalloc(&db, bytes));
        BENCH_CUDA(cudaMemcpy(dx, x0, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(db, b, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemset(dy, 0, bytes));    // boundary of y = 0
        BENCH_CUDA(cudaEventRecord(e0));
        for (int t = 0; t < SWEEPS; t += 2) {
            jacobi2d_sweep<<<grid, block>>>(dx, db, dy, nx, ny);
            BENCH_CUDA_LAUNCH();
            jacobi2d_sweep<<<grid, block>>>(dy, db, dx, nx, ny);
            BENCH_CUDA_LAUNCH();
        }
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(out, dx, bytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(dx));
        BENCH_CUDA(cudaFree(dy));
        BENCH_CUDA(cudaFree(db));
        double t1 = bench_now_ms();
        float k;
        BENCH_CUDA(cudaEventElapsedTime(&k, e0, e1));
        if (r >= 0) { kms[r] = k; tms[r] = t1 - t0; }
    }
    bench_report("KERNEL_MS", kms, a.reps);
    bench_report("TOTAL_MS", tms, a.reps);
    bench_write(a.out, out, bytes);
    BENCH_CUDA(cudaEventDestroy(e0));
    BENCH_CUDA(cudaEventDestroy(e1));
    free(x0); free(out); free(b); free(kms); free(tms);
    return 0;
}
