/* Warp-level reduction with __shfl_down_sync, plus the other shuffles and
 * votes; votes in a block of 40 threads (the last warp is partial). */
#include "hicuda_test.h"

__device__ int warp_sum(int v) {
    for (int off = warpSize / 2; off > 0; off /= 2) v += __shfl_down_sync(0xffffffffu, v, off);
    return v;
}

__global__ void wsum(const int *in, int *out, int n, unsigned *votes, int *shf) {
    __shared__ int partial[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
    int v = i < n ? in[i] : 0;
    v = warp_sum(v);
    if (lane == 0) partial[warp] = v;
    __syncthreads();
    if (warp == 0) {
        int nw = (blockDim.x + 31) / 32;
        int p = lane < nw ? partial[lane] : 0;
        p = warp_sum(p);
        if (lane == 0) atomicAdd(out, p);
    }
    unsigned b = __ballot_sync(0xffffffffu, (threadIdx.x % 3) == 0);
    int any = __any_sync(0xffffffffu, threadIdx.x == 70);
    int all = __all_sync(0xffffffffu, threadIdx.x < 200);
    int x = __shfl_xor_sync(0xffffffffu, (int) threadIdx.x, 1);
    int up = __shfl_up_sync(0xffffffffu, (int) threadIdx.x, 2);
    int bc = __shfl_sync(0xffffffffu, (int) threadIdx.x * 10, 3);
    int seg = __shfl_sync(0xffffffffu, (int) threadIdx.x, 0, 8);
    float f = __shfl_down_sync(0xffffffffu, 0.5f * threadIdx.x, 1);
    __syncwarp();
    if (blockIdx.x == 0) {
        if (lane == 0) { votes[warp * 3] = b; votes[warp * 3 + 1] = any; votes[warp * 3 + 2] = all; }
        shf[threadIdx.x * 5 + 0] = x;
        shf[threadIdx.x * 5 + 1] = up;
        shf[threadIdx.x * 5 + 2] = bc;
        shf[threadIdx.x * 5 + 3] = seg;
        shf[threadIdx.x * 5 + 4] = (int) (f * 2.0f);
    }
}

__global__ void vote_partial(unsigned *out) {
    unsigned b = __ballot_sync(0xffffffffu, 1);
    int all = __all_sync(0xffffffffu, threadIdx.x >= 32);
    if (threadIdx.x % 32 == 0) { out[threadIdx.x / 32 * 2] = b; out[threadIdx.x / 32 * 2 + 1] = all; }
}

int main(void) {
    const int n = 300, bs = 96, nb = (n + bs - 1) / bs;
    int h[n];
    for (int i = 0; i < n; i++) h[i] = (i * 7) % 13;
    long expect = 0;
    for (int i = 0; i < n; i++) expect += h[i];
    int *din, *dout, *dshf;
    unsigned *dvotes;
    CHECK(cudaMalloc((void **) &din, sizeof h));
    CHECK(cudaMalloc((void **) &dout, sizeof(int)));
    CHECK(cudaMalloc((void **) &dvotes, 9 * sizeof(unsigned)));
    CHECK(cudaMalloc((void **) &dshf, bs * 5 * sizeof(int)));
    CHECK(cudaMemset(dout, 0, sizeof(int)));
    CHECK(cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice));
    LAUNCH(wsum, nb, bs, 0, true, din, dout, n, dvotes, dshf);
    CHECK(cudaGetLastError());
    int sum;
    unsigned votes[9];
    int shf[bs * 5];
    CHECK(cudaMemcpy(&sum, dout, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(votes, dvotes, sizeof votes, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(shf, dshf, sizeof shf, cudaMemcpyDeviceToHost));
    printf("sum %d expected %ld\n", sum, expect);
    for (int w = 0; w < 3; w++) printf("warp %d ballot %08x any %u all %u\n", w, votes[w * 3], votes[w * 3 + 1], votes[w * 3 + 2]);
    int tids[] = {0, 1, 2, 5, 31, 33, 64, 95};
    for (int k = 0; k < 8; k++) {
        int t = tids[k];
        printf("t%d xor %d up %d bcast %d seg %d down %d\n", t, shf[t * 5], shf[t * 5 + 1], shf[t * 5 + 2], shf[t * 5 + 3], shf[t * 5 + 4]);
    }
    unsigned *dp, hp[4];
    CHECK(cudaMalloc((void **) &dp, sizeof hp));
    LAUNCH(vote_partial, 1, 40, 0, true, dp);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hp, dp, sizeof hp, cudaMemcpyDeviceToHost));
    printf("partial warp: ballot %08x %08x all %u %u\n", hp[0], hp[2], hp[1], hp[3]);
    return 0;
}
