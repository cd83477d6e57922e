// checks: <stdint.h> fixed-width types in a kernel: uint32_t hashing that wraps modulo 2^32, int32_t and uint8_t arrays, PRIu32 printing
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

#define N 4096

uint32_t H[N];
uint8_t B[N];
int32_t D[N];

int main(void)
{
    int i;
    uint64_t sum = 0;
    int64_t dsum = 0;
#pragma hicuda global alloc H[*]
#pragma hicuda global alloc B[*]
#pragma hicuda global alloc D[*]
#pragma hicuda kernel hash tblock(16) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        uint32_t h = (uint32_t)i * 2654435761u;
        h ^= h >> 16;
        H[i] = h;
        B[i] = (uint8_t)(i * 3);
        D[i] = (int32_t)(h % 1000) - 500;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout H[*]
#pragma hicuda global copyout B[*]
#pragma hicuda global copyout D[*]
#pragma hicuda global free H B D
    for (i = 0; i < N; i++) {
        sum += H[i] + B[i];
        dsum += D[i];
    }
    printf("%" PRIu64 " %" PRId64 " %" PRIu32 " %u\n", sum, dsum, H[N - 1], (unsigned)B[100]);
    return 0;
}
