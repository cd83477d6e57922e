// c99
// checks: <stdint.h>/<inttypes.h>: int8..int64 limits, PRId64/PRIu64/PRIx32/PRIuMAX printing, SCNd64 scanning, INT64_C/UINT32_C, intptr_t
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

int main(void)
{
    int64_t big = INT64_C(-9000000000000);
    uint64_t ubig = UINT64_MAX;
    uint32_t u = UINT32_C(0xDEADBEEF);
    int8_t small = INT8_MIN;
    uint8_t wrap = (uint8_t)(UINT8_MAX + 1);
    int16_t s16 = INT16_MAX;
    uintmax_t m = UINTMAX_MAX;
    int64_t scanned = 0;
    intptr_t ip = (intptr_t)-1;
    printf("%" PRId64 " %" PRIu64 " %" PRIx32 " %" PRIX32 "\n", big, ubig, u, u);
    printf("%d %u %" PRId16 " %" PRIuMAX "\n", small, (unsigned)wrap, s16, m);
    sscanf("-123456789012", "%" SCNd64, &scanned);
    printf("%" PRId64 " %d %d\n", scanned * 2, (int)sizeof(int_least8_t), (int)sizeof(int_fast8_t));
    printf("%" PRIdPTR " %d\n", ip, INT32_MAX);
    return 0;
}
