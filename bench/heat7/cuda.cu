// heat7 -- hand-written CUDA (sm_90).
// One kernel per sweep.  A 2-D thread block (BX x BY) owns a BX x BY column of
// the interior and marches in z through a chunk of KC planes (blockIdx.z picks
// the chunk).  The z neighbours of a point live in registers (below/cur/above;
// a register pipeline keeps the loads of the next three planes in flight),
// the x/y neighbours come from the
// current plane staged in a double-buffered shared-memory tile with a 1-point
// halo (one __syncthreads per plane).  Homogeneous Dirichlet boundary: the
// boundary of both buffers is 0 and never written.
#include "bench.h"
#include <cuda_runtime.h>

#define ALPHA 0.1
#define C0 (1.0 - 6.0 * ALPHA)
#define C1 ALPHA
#define SWEEPS 10
#define SEED_U 0x4845415437ULL
#define BX 32
#define BY 8
#define KC 64

static void init_grid(double *u, int nx, int ny, int nz)
{
    bench_fill_f64(u, (size_t)nx * ny * nz, SEED_U, 0.0, 1.0);
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                if (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1)
                    u[((size_t)k * ny + j) * nx + i] = 0.0;
}

__global__ void __launch_bounds__(BX * BY, 4)   // 64 registers, no spills: 1024 threads per SM
heat7_sweep(const double *__restrict__ in, double *__restrict__ out, int nx, int ny, int nz)
{
    __shared__ double s[2][BY + 2][BX + 2];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int i = 1 + blockIdx.x * BX + tx;
    const int j = 1 + blockIdx.y * BY + ty;
    const int k0 = 1 + blockIdx.z * KC;
    const int k1 = min(k0 + KC, nz - 1);           // planes k0 .. k1-1 (same for the whole block)
    // Threads outside the interior (only when the interior is not a multiple
    // of the tile) stay in the loop for the barriers but touch no memory.
    const bool active = (i < nx - 1) && (j < ny - 1);
    // halo cells this thread stages; the halo next to an inactive thread is never read
    const bool hw = active && (tx == 0);
    const bool he = active && ((tx == BX - 1) || (i == nx - 2));
    const bool hs = active && (ty == 0);
    const bool hn = active && ((ty == BY - 1) || (j == ny - 2));
    const size_t plane = (size_t)nx * ny;
    const size_t c0 = (size_t)j * nx + i;          // offset of this column within a plane

    // Register pipeline (prefetch distance 2 planes, to keep enough loads in
    // flight across the per-plane barrier):
    //   centre values: below = k-1, cur = k, above = k+1, q0 = k+2, q1 = k+3
    //   halo values:   (w, e, so, no) of plane k, h0* of k+1, h1* of k+2
    // centre of plane p is needed while p <= k1, halo of plane p while p < k1.
#define CEN(p) ((active && (p) <= k1) ? in[(size_t)(p) * plane + c0] : 0.0)
    double below = 0.0, cur = 0.0, above = 0.0, q0 = 0.0, q1 = 0.0;
    double w = 0.0, e = 0.0, so = 0.0, no = 0.0;
    double w0 = 0.0, e0 = 0.0, so0 = 0.0, no0 = 0.0, w1 = 0.0, e1 = 0.0, so1 = 0.0, no1 = 0.0;
    if (k0 < k1) {
        below = CEN(k0 - 1); cur = CEN(k0); above = CEN(k0 + 1); q0 = CEN(k0 + 2); q1 = CEN(k0 + 3);
        const size_t p0 = (size_t)k0 * plane + c0;
        if (hw) { w = in[p0 - 1];  if (k0 + 1 < k1) w0 = in[p0 + plane - 1];  if (k0 + 2 < k1) w1 = in[p0 + 2 * plane - 1]; }
        if (he) { e = in[p0 + 1];  if (k0 + 1 < k1) e0 = in[p0 + plane + 1];  if (k0 + 2 < k1) e1 = in[p0 + 2 * plane + 1]; }
        if (hs) { so = in[p0 - nx]; if (k0 + 1 < k1) so0 = in[p0 + plane - nx]; if (k0 + 2 < k1) so1 = in[p0 + 2 * plane - nx]; }
        if (hn) { no = in[p0 + nx]; if (k0 + 1 < k1) no0 = in[p0 + plane + nx]; if (k0 + 2 < k1) no1 = in[p0 + 2 * plane + nx]; }
    }
    int buf = 0;
    for (int k = k0; k < k1; ++k) {
        const size_t c = (size_t)k * plane + c0;
        // stage plane k (centre and halo) into the shared tile
        if (active) s[buf][ty + 1][tx + 1] = cur;  // (an inactive thread's cell may be a neighbour's halo)
        if (hw) s[buf][ty + 1][0] = w;
        if (he) s[buf][ty + 1][tx + 2] = e;
        if (hs) s[buf][0][tx + 1] = so;
        if (hn) s[buf][ty + 2][tx + 1] = no;
        // issue the loads for the pipeline's tail: centre of k+4, halo of k+3
        const double q2 = CEN(k + 4);
        double w2 = 0.0, e2 = 0.0, so2 = 0.0, no2 = 0.0;
        if (k + 3 < k1) {
            const size_t c3 = c + 3 * plane;
            if (hw) w2 = in[c3 - 1];
            if (he) e2 = in[c3 + 1];
            if (hs) so2 = in[c3 - nx];
            if (hn) no2 = in[c3 + nx];
        }
        // one barrier per plane: the tile is double-buffered, so a thread that
        // runs ahead writes the other buffer; it cannot reach this buffer again
        // before every thread has passed the next barrier (done reading it)
        __syncthreads();
        if (active)
            out[c] = C0 * cur + C1 * (s[buf][ty + 1][tx] + s[buf][ty + 1][tx + 2]
                                      + s[buf][ty][tx + 1] + s[buf][ty + 2][tx + 1]
                                      + below + above);
        below = cur; cur = above; above = q0; q0 = q1; q1 = q2;
        w = w0; w0 = w1; w1 = w2;
        e = e0; e0 = e1; e1 = e2;
        so = so0; so0 = so1; so1 = so2;
        no = no0; no0 = no1; no1 = no2;
        buf ^= 1;
    }
#undef CEN
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_parse(argc, argv, &a);
    const int n = a.quick ? 66 : 386;       // interior 64^3 / 384^3
    const int nx = n, ny = n, nz = n;
    const size_t cells = (size_t)nx * ny * nz, bytes = cells * sizeof(double);
    double *u0 = (double *)malloc(bytes), *out = (double *)malloc(bytes);
    double *kms = (double *)malloc(a.reps * sizeof(double)), *tms = (double *)malloc(a.reps * sizeof(double));
    if (!u0 || !out || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u0, nx, ny, nz);

    const dim3 block(BX, BY, 1);
    const dim3 grid((nx - 2 + BX - 1) / BX, (ny - 2 + BY - 1) / BY, (nz - 2 + KC - 1) / KC);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < a.reps; r++) {          // r = -1: warm-up
        bench_poison_f64(out, cells);
        double t0 = bench_now_ms();
        double *du, *dv;
        BENCH_CUDA(cudaMalloc(&du, bytes));
        BENCH_CUDA(cudaMalloc(&dv, bytes));
        BENCH_CUDA(cudaMemcpy(du, u0, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemset(dv, 0, bytes));    // boundary of v = 0
        BENCH_CUDA(cudaEventRecord(e0));
        for (int t = 0; t < SWEEPS; t += 2) {
            heat7_sweep<<<grid, block>>>(du, dv, nx, ny, nz);
            BENCH_CUDA_LAUNCH();
            heat7_sweep<<<grid, block>>>(dv, du, nx, ny, nz);
            BENCH_CUDA_LAUNCH();
        }
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(out, du, bytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(du));
        BENCH_CUDA(cudaFree(dv));
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
    free(u0); free(out); free(kms); free(tms);
    return 0;
}
