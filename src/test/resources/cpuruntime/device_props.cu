/* Device queries and integer/float device intrinsics, min/max overloads. */
#include "hicuda_test.h"

__device__ __forceinline__ int clampi(int v) { return max(0, min(v, 100)); }

__global__ void __launch_bounds__(64) intrinsics(int *o, float *f) {
    if (threadIdx.x == 0) {
        o[0] = __popc(0xF0F0u);
        o[1] = __clz(1);
        o[2] = __ffs(8);
        o[3] = __mul24(1000, 1000);
        o[4] = (int) __umul24(3u, 5u);
        o[5] = __float2int_rn(2.5f);
        o[6] = __float2int_rn(3.5f);
        o[7] = clampi(-5) + clampi(500);
        o[8] = (int) max(-1, 2u) == -1; /* unsigned comparison as in CUDA */
        f[0] = rsqrtf(4.0f);
        f[1] = __fdividef(1.0f, 8.0f);
        f[2] = __saturatef(1.7f) + __saturatef(-3.0f);
        f[3] = __int2float_rn(7);
        f[4] = fmaf(2.0f, 3.0f, 1.0f);
        float s, c;
        sincosf(0.0f, &s, &c);
        f[5] = s + c;
        f[6] = __fmul_rn(1.5f, 2.0f) + __fadd_rn(0.25f, 0.25f);
        float4 v = make_float4(1, 2, 3, 4);
        int2 iv = make_int2(5, 6);
        uchar4 u = make_uchar4(1, 2, 3, 250);
        f[7] = v.x + v.y + v.z + v.w + iv.x + iv.y + u.w;
    }
}

int main(void) {
    int count = 0, dev = -1;
    CHECK(cudaGetDeviceCount(&count));
    CHECK(cudaSetDevice(0));
    CHECK(cudaGetDevice(&dev));
    cudaDeviceProp p;
    CHECK(cudaGetDeviceProperties(&p, 0));
    printf("devices %d current %d\n", count, dev);
#ifdef HICUDA_CPU
    printf("name %s sm_%d%d\n", p.name, p.major, p.minor);
#endif
    printf("maxThreadsPerBlock %d maxThreadsDim %d %d %d\n", p.maxThreadsPerBlock, p.maxThreadsDim[0], p.maxThreadsDim[1], p.maxThreadsDim[2]);
    printf("maxGridSize %d %d %d warpSize %d totalConstMem %zu\n", p.maxGridSize[0], p.maxGridSize[1], p.maxGridSize[2], p.warpSize, (size_t) p.totalConstMem);
    int sms = 0, optin = 0;
    CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    CHECK(cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
    printf("attribute SMs equal: %d, optin equal: %d\n", sms == p.multiProcessorCount, optin == (int) p.sharedMemPerBlockOptin);
    int *o; float *f;
    CHECK(cudaMalloc((void **) &o, 9 * sizeof(int)));
    CHECK(cudaMalloc((void **) &f, 8 * sizeof(float)));
    LAUNCH(intrinsics, 1, 64, 0, false, o, f);
    CHECK(cudaGetLastError());
    int ho[9]; float hf[8];
    CHECK(cudaMemcpy(ho, o, sizeof ho, cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(hf, f, sizeof hf, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 9; i++) printf("o[%d] = %d\n", i, ho[i]);
    for (int i = 0; i < 8; i++) printf("f[%d] = %g\n", i, hf[i]);
    CHECK(cudaDeviceReset());
    return 0;
}
