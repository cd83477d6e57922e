/* Texture object over linear memory, read with tex1Dfetch, including reads
 * outside the bound range (which return 0). */
#include "hicuda_test.h"
#include <string.h>

__global__ void gather(cudaTextureObject_t tex, float *out, int n) {
    int i = threadIdx.x;
    if (i < n) out[i] = tex1Dfetch<float>(tex, i * 3 - 2) + __ldg(&out[i]);
}

int main(void) {
    const int N = 10, M = 8;
    float h[N];
    for (int i = 0; i < N; i++) h[i] = 1.5f * i;
    float *d, *dout;
    CHECK(cudaMalloc((void **) &d, N * sizeof(float)));
    CHECK(cudaMalloc((void **) &dout, M * sizeof(float)));
    CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dout, 0, M * sizeof(float)));
    cudaResourceDesc rd;
    memset(&rd, 0, sizeof rd);
    rd.resType = cudaResourceTypeLinear;
    rd.res.linear.devPtr = d;
    rd.res.linear.desc = cudaCreateChannelDesc<float>();
    rd.res.linear.sizeInBytes = N * sizeof(float);
    cudaTextureDesc td;
    memset(&td, 0, sizeof td);
    td.readMode = cudaReadModeElementType;
    cudaTextureObject_t tex = 0;
    CHECK(cudaCreateTextureObject(&tex, &rd, &td, NULL));
    LAUNCH(gather, 1, 32, 0, false, tex, dout, M);
    CHECK(cudaGetLastError());
    float out[M];
    CHECK(cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost));
    for (int i = 0; i < M; i++) printf("fetch(%d) = %g\n", i * 3 - 2, out[i]);
    CHECK(cudaDestroyTextureObject(tex));
    return 0;
}
