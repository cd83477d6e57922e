// varcoef7 -- hand-written CUDA (sm_90): variable-coefficient 7-point sweeps.
// One kernel per sweep.  A 2-D thread block (BX x BY) owns a BX x BY column of
// the interior and marches in z through a chunk of KC planes.  For both u and
// beta the z neighbours live in registers (the plane after next is
// prefetched) and the x/y neighbours come from double-buffered shared tiles
// of the current plane with a 1-cell halo (one __syncthreads per plane).
// f is streamed.  Homogeneous Dirichlet boundary for u (0, never written).
#include "bench.h"
#include <cuda_runtime.h>

#define C1 (1.0 / 24.0)
#define SWEEPS 10
#define SEED_U 0x5641523755ULL
#define SEED_B 0x5641523742ULL
#define SEED_F 0x5641523746ULL
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

__global__ void __launch_bounds__(BX * BY, 4)   // <= 64 registers: 4 blocks (1024 threads) per SM
varcoef7_sweep(const double *__restrict__ in, const double *__restrict__ beta,
               const double *__restrict__ f, double *__restrict__ out, int nx, int ny, int nz)
{
    __shared__ double su[2][BY + 2][BX + 2];
    __shared__ double sb[2][BY + 2][BX + 2];
    const int tx = threadIdx.x, ty = threadIdx.y;
    const int i = 1 + blockIdx.x * BX + tx;
    const int j = 1 + blockIdx.y * BY + ty;
    const int k0 = 1 + blockIdx.z * KC;
    const int k1 = min(k0 + KC, nz - 1);           // planes k0 .. k1-1 (same for the whole block)
    // threads outside the interior stay in the loop for the barriers but touch no memory
    const bool active = (i < nx - 1) && (j < ny - 1);
    const bool hw = active && (tx == 0);
    const bool he = active && ((tx == BX - 1) || (i == nx - 2));
    const bool hs = active && (ty == 0);
    const bool hn = active && ((ty == BY - 1) || (j == ny - 2));
    const size_t plane = (size_t)nx * ny;
    size_t c = ((size_t)k0 * ny + j) * nx + i;
    const bool any = k0 < k1;

    double ub = 0.0, uc = 0.0, ua = 0.0, bb = 0.0, bc = 0.0, ba = 0.0;
    if (active && any) {
        ub = in[c - plane]; uc = in[c]; ua = in[c + plane];
        bb = beta[c - plane]; bc = beta[c]; ba = beta[c + plane];
    }
    double uw = 0.0, ue = 0.0, us = 0.0, un = 0.0, bw = 0.0, be = 0.0, bs = 0.0, bn = 0.0;
    if (any) {
        if (hw) { uw = in[c - 1];  bw = beta[c - 1]; }
        if (he) { ue = in[c + 1];  be = beta[c + 1]; }
        if (hs) { us = in[c - nx]; bs = beta[c - nx]; }
        if (hn) { un = in[c + nx]; bn = beta[c + nx]; }
    }
    int buf = 0;
    for (int k = k0; k < k1; ++k, c += plane) {
        if (active) {                  // an inactive thread's cell may be a neighbour's halo
            su[buf][ty + 1][tx + 1] = uc;
            sb[buf][ty + 1][tx + 1] = bc;
        }
        if (hw) { su[buf][ty + 1][0] = uw;      sb[buf][ty + 1][0] = bw; }
        if (he) { su[buf][ty + 1][tx + 2] = ue; sb[buf][ty + 1][tx + 2] = be; }
        if (hs) { su[buf][0][tx + 1] = us;      sb[buf][0][tx + 1] = bs; }
        if (hn) { su[buf][ty + 2][tx + 1] = un; sb[buf][ty + 2][tx + 1] = bn; }
        const double fc = active ? __ldg(&f[c]) : 0.0;
        // prefetch for plane k+1: its halo and the plane after it (k+2 <= nz-1)
        double un2 = 0.0, bn2 = 0.0;
        if (k + 1 < k1) {
            const size_t c1 = c + plane;
            if (active) { un2 = in[c1 + plane]; bn2 = beta[c1 + plane]; }
            if (hw) { uw = in[c1 - 1];  bw = beta[c1 - 1]; }
            if (he) { ue = in[c1 + 1];  be = beta[c1 + 1]; }
            if (hs) { us = in[c1 - nx]; bs = beta[c1 - nx]; }
            if (hn) { un = in[c1 + nx]; bn = beta[c1 + nx]; }
        }
        // double-buffered tiles: one barrier per plane suffices (see heat7)
        __syncthreads();
        if (active) {
            const double l = (bc + sb[buf][ty + 1][tx]) * (su[buf][ty + 1][tx] - uc)
                           + (bc + sb[buf][ty + 1][tx + 2]) * (su[buf][ty + 1][tx + 2] - uc)
                           + (bc + sb[buf][ty][tx + 1]) * (su[buf][ty][tx + 1] - uc)
                           + (bc + sb[buf][ty + 2][tx + 1]) * (su[buf][ty + 2][tx + 1] - uc)
                           + (bc + bb) * (ub - uc)
                           + (bc + ba) * (ua - uc);
            out[c] = uc + C1 * (l + fc);
        }
        ub = uc; uc = ua; ua = un2;
        bb = bc; bc = ba; ba = bn2;
        buf ^= 1;
    }
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_parse(argc, argv, &a);
    const int n = a.quick ? 66 : 386;       // interior 64^3 / 384^3
    const int nx = n, ny = n, nz = n;
    const size_t cells = (size_t)nx * ny * nz, bytes = cells * sizeof(double);
    double *u0 = (double *)malloc(bytes), *out = (double *)malloc(bytes);
    double *beta = (double *)malloc(bytes), *f = (double *)malloc(bytes);
    double *kms = (double *)malloc(a.reps * sizeof(double)), *tms = (double *)malloc(a.reps * sizeof(double));
    if (!u0 || !out || !beta || !f || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u0, nx, ny, nz);
    bench_fill_f64(beta, cells, SEED_B, 0.5, 1.5);
    bench_fill_f64(f, cells, SEED_F, -1.0, 1.0);

    const dim3 block(BX, BY, 1);
    const dim3 grid((nx - 2 + BX - 1) / BX, (ny - 2 + BY - 1) / BY, (nz - 2 + KC - 1) / KC);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < a.reps; r++) {          // r = -1: warm-up
        bench_poison_f64(out, cells);
        double t0 = bench_now_ms();
        double *du, *dv, *db, *df;
        BENCH_CUDA(cudaMalloc(&du, bytes));
        BENCH_CUDA(cudaMalloc(&dv, bytes));
        BENCH_CUDA(cudaMalloc(&db, bytes));
        BENCH_CUDA(cudaMalloc(&df, bytes));
        BENCH_CUDA(cudaMemcpy(du, u0, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(db, beta, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(df, f, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemset(dv, 0, bytes));    // boundary of v = 0
        BENCH_CUDA(cudaEventRecord(e0));
        for (int t = 0; t < SWEEPS; t += 2) {
            varcoef7_sweep<<<grid, block>>>(du, db, df, dv, nx, ny, nz);
            BENCH_CUDA_LAUNCH();
            varcoef7_sweep<<<grid, block>>>(dv, db, df, du, nx, ny, nz);
            BENCH_CUDA_LAUNCH();
        }
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(out, du, bytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(du));
        BENCH_CUDA(cudaFree(dv));
        BENCH_CUDA(cudaFree(db));
        BENCH_CUDA(cudaFree(df));
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
    free(u0); free(out); free(beta); free(f); free(kms); free(tms);
    return 0;
}
