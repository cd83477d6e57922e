// poisson19 -- hand-written CUDA (sm_90): 19-point Jacobi sweeps for lap(u) = f.
// One kernel per sweep.  A 2-D thread block (BX x BY) owns a BX x BY column of
// the interior and marches in z through a chunk of KC planes.  Every plane of
// the column (with its x/y halo and corners) is loaded into shared memory
// once and kept while it is plane k+1, k and k-1 of the march: four rotating
// tiles, one __syncthreads per plane.  Each thread prefetches its share of
// the tile two planes ahead into registers.
#include "bench.h"
#include <cuda_runtime.h>

#define H2 0.01
#define CF (1.0 / 12.0)
#define CE (1.0 / 24.0)
#define CB (-H2 / 4.0)
#define SWEEPS 10
#define SEED_U 0x504F493139ULL
#define SEED_F 0x504F493146ULL
#define BX 32
#define BY 8
#define KC 64
#define TW (BX + 2)                    // tile width with halo
#define TH (BY + 2)                    // tile height with halo
#define NT (BX * BY)                   // threads per block
#define TILE (TW * TH)                 // 340 cells: two load slots per thread
#define SLOTS ((TILE + NT - 1) / NT)

static void init_grid(double *u, int nx, int ny, int nz)
{
    bench_fill_f64(u, (size_t)nx * ny * nz, SEED_U, 0.0, 1.0);
    for (int k = 0; k < nz; k++)
        for (int j = 0; j < ny; j++)
            for (int i = 0; i < nx; i++)
                if (i == 0 || j == 0 || k == 0 || i == nx - 1 || j == ny - 1 || k == nz - 1)
                    u[((size_t)k * ny + j) * nx + i] = 0.0;
}

__global__ void __launch_bounds__(NT)
poisson19_sweep(const double *__restrict__ in, const double *__restrict__ f,
                double *__restrict__ out, int nx, int ny, int nz)
{
    __shared__ double s[4][TH][TW];             // tiles of planes k-1, k, k+1 (+1 being filled)
    const int tx = threadIdx.x, ty = threadIdx.y, tid = ty * BX + tx;
    const int i0 = 1 + blockIdx.x * BX, j0 = 1 + blockIdx.y * BY;
    const int i = i0 + tx, j = j0 + ty;
    const int k0 = 1 + blockIdx.z * KC;
    const int k1 = min(k0 + KC, nz - 1);        // planes k0 .. k1-1 (same for the whole block)
    const bool active = (i < nx - 1) && (j < ny - 1);
    const size_t plane = (size_t)nx * ny;

    // load slots of this thread: tile cell e = tid + s*NT -> (ly, lx) -> global (j0-1+ly, i0-1+lx)
    int soff[SLOTS];                            // offset within a plane, or -1 (outside tile/grid)
    int sidx[SLOTS];                            // index within the tile
#pragma unroll
    for (int q = 0; q < SLOTS; q++) {
        const int e = tid + q * NT;
        const int ly = e / TW, lx = e % TW;
        const int gi = i0 - 1 + lx, gj = j0 - 1 + ly;
        sidx[q] = e;
        soff[q] = (e < TILE && gi < nx && gj < ny) ? gj * nx + gi : -1;
    }
    double pre[SLOTS];                          // prefetched values of plane kn
    // fill tiles for planes k0-1 and k0; prefetch plane k0+1
    if (k0 < k1) {
#pragma unroll
        for (int q = 0; q < SLOTS; q++)
            if (soff[q] >= 0) {
                (&s[(k0 - 1) & 3][0][0])[sidx[q]] = in[(size_t)(k0 - 1) * plane + soff[q]];
                (&s[k0 & 3][0][0])[sidx[q]] = in[(size_t)k0 * plane + soff[q]];
                pre[q] = in[(size_t)(k0 + 1) * plane + soff[q]];
            }
    }
    for (int k = k0; k < k1; ++k) {
        // store plane k+1 (prefetched) into its tile, prefetch plane k+2
#pragma unroll
        for (int q = 0; q < SLOTS; q++)
            if (soff[q] >= 0) {
                (&s[(k + 1) & 3][0][0])[sidx[q]] = pre[q];
                if (k + 1 < k1) pre[q] = in[(size_t)(k + 2) * plane + soff[q]];
            }
        const size_t c = ((size_t)k * ny + j) * nx + i;
        const double fc = active ? __ldg(&f[c]) : 0.0;
        // Tiles rotate over 4 buffers: at plane k threads read k-1, k, k+1 and
        // write k+2 only after the next barrier, which every thread passes
        // only after finishing plane k -> one barrier per plane is enough.
        __syncthreads();
        if (active) {
            const double (*m)[TW] = s[(k - 1) & 3], (*z)[TW] = s[k & 3], (*p)[TW] = s[(k + 1) & 3];
            const int x = tx + 1, y = ty + 1;
            const double sf = z[y][x - 1] + z[y][x + 1] + z[y - 1][x] + z[y + 1][x] + m[y][x] + p[y][x];
            const double se = z[y - 1][x - 1] + z[y - 1][x + 1] + z[y + 1][x - 1] + z[y + 1][x + 1]
                            + m[y][x - 1] + m[y][x + 1] + m[y - 1][x] + m[y + 1][x]
                            + p[y][x - 1] + p[y][x + 1] + p[y - 1][x] + p[y + 1][x];
            out[c] = CF * sf + CE * se + CB * fc;
        }
    }
}

int main(int argc, char **argv)
{
    bench_args a;
    bench_parse(argc, argv, &a);
    const int n = a.quick ? 66 : 386;       // interior 64^3 / 384^3
    const int nx = n, ny = n, nz = n;
    const size_t cells = (size_t)nx * ny * nz, bytes = cells * sizeof(double);
    double *u0 = (double *)malloc(bytes), *out = (double *)malloc(bytes), *f = (double *)malloc(bytes);
    double *kms = (double *)malloc(a.reps * sizeof(double)), *tms = (double *)malloc(a.reps * sizeof(double));
    if (!u0 || !out || !f || !kms || !tms) { fprintf(stderr, "out of memory\n"); return 1; }
    init_grid(u0, nx, ny, nz);
    bench_fill_f64(f, cells, SEED_F, -1.0, 1.0);

    const dim3 block(BX, BY, 1);
    const dim3 grid((nx - 2 + BX - 1) / BX, (ny - 2 + BY - 1) / BY, (nz - 2 + KC - 1) / KC);
    cudaEvent_t e0, e1;
    BENCH_CUDA(cudaEventCreate(&e0));
    BENCH_CUDA(cudaEventCreate(&e1));
    for (int r = -1; r < a.reps; r++) {          // r = -1: warm-up
        bench_poison_f64(out, cells);
        double t0 = bench_now_ms();
        double *du, *dv, *df;
        BENCH_CUDA(cudaMalloc(&du, bytes));
        BENCH_CUDA(cudaMalloc(&dv, bytes));
        BENCH_CUDA(cudaMalloc(&df, bytes));
        BENCH_CUDA(cudaMemcpy(du, u0, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemcpy(df, f, bytes, cudaMemcpyHostToDevice));
        BENCH_CUDA(cudaMemset(dv, 0, bytes));    // boundary of v = 0
        BENCH_CUDA(cudaEventRecord(e0));
        for (int t = 0; t < SWEEPS; t += 2) {
            poisson19_sweep<<<grid, block>>>(du, df, dv, nx, ny, nz);
            BENCH_CUDA_LAUNCH();
            poisson19_sweep<<<grid, block>>>(dv, df, du, nx, ny, nz);
            BENCH_CUDA_LAUNCH();
        }
        BENCH_CUDA(cudaEventRecord(e1));
        BENCH_CUDA(cudaEventSynchronize(e1));
        BENCH_CUDA(cudaMemcpy(out, du, bytes, cudaMemcpyDeviceToHost));
        BENCH_CUDA(cudaFree(du));
        BENCH_CUDA(cudaFree(dv));
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
    free(u0); free(out); free(f); free(kms); free(tms);
    return 0;
}
