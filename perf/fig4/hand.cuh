/* Hand-written shared-tiled matrix multiply: the algorithm of the hiCUDA paper's Fig. 4 as a CUDA
 * programmer writes it (the paper's Fig. 3 style, tile sizes of Fig. 4): a 16x16 thread block computes a
 * 16x16 tile of C, one element per thread; the k dimension is strip-mined by 32, and each strip stages a
 * 16x32 tile of A and a 32x16 tile of B in shared memory, loaded cooperatively (two elements per thread
 * each, consecutive threads on consecutive elements, written out as a CUDA programmer does). */
#ifndef N
#error "define N"
#endif

__global__ void matrixMulHand(const float (*A)[N], const float (*B)[N], float (*C)[N])
{
    __shared__ float As[16][32];
    __shared__ float Bs[32][16];
    int ty = threadIdx.y, tx = threadIdx.x;
    int row = blockIdx.y * 16 + ty;
    int col = blockIdx.x * 16 + tx;
    float sum = 0.0f;
    for (int kk = 0; kk < N; kk += 32) {
        As[ty][tx] = A[row][kk + tx];
        As[ty][tx + 16] = A[row][kk + tx + 16];
        Bs[ty][tx] = B[kk + ty][col];
        Bs[ty + 16][tx] = B[kk + ty + 16][col];
        __syncthreads();
        for (int k = 0; k < 32; ++k)
            sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row][col] = sum;
}

/* The same kernel with the tiles loaded in the order hicuda's cooperative transfer uses: the tile
 * linearized row-major, thread t moving elements t and t + 256, so that a warp reads 32 consecutive
 * elements of a row of A (one 128-byte line) instead of two half rows.  Kept to show where the
 * difference between the two kernels above comes from. */
__global__ void matrixMulHandLinear(const float (*A)[N], const float (*B)[N], float (*C)[N])
{
    __shared__ float As[16][32];
    __shared__ float Bs[32][16];
    int ty = threadIdx.y, tx = threadIdx.x;
    int tid = ty * 16 + tx;
    int row = blockIdx.y * 16 + ty;
    int col = blockIdx.x * 16 + tx;
    float sum = 0.0f;
    for (int kk = 0; kk < N; kk += 32) {
        As[tid / 32][tid % 32] = A[blockIdx.y * 16 + tid / 32][kk + tid % 32];
        As[tid / 32 + 8][tid % 32] = A[blockIdx.y * 16 + tid / 32 + 8][kk + tid % 32];
        Bs[tid / 16][tid % 16] = B[kk + tid / 16][blockIdx.x * 16 + tid % 16];
        Bs[tid / 16 + 16][tid % 16] = B[kk + tid / 16 + 16][blockIdx.x * 16 + tid % 16];
        __syncthreads();
        for (int k = 0; k < 32; ++k)
            sum += As[ty][k] * Bs[k][tx];
        __syncthreads();
    }
    C[row][col] = sum;
}
