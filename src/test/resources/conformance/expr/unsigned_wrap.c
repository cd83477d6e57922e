// c99
// checks: unsigned arithmetic wraps modulo 2^N (UINT_MAX + 1, 0u - 1, uint16/uint8 results stored back), signed ops kept in range
#include <stdio.h>
#include <limits.h>
#include <stdint.h>

int main(void)
{
    unsigned u = UINT_MAX;
    uint16_t h = 65535;
    uint8_t b = 255;
    uint32_t x = 0x80000000u;
    unsigned long long big = 0;
    u = u + 1u;
    h = (uint16_t)(h + 1);
    b += 2;
    printf("%u %u %u %u\n", u, 0u - 1u, (unsigned)h, (unsigned)b);
    printf("%u %u\n", x * 2u, (unsigned)(x + x + 5u));
    printf("%llu\n", big - 1);
    printf("%u\n", (unsigned)(3u - 5u) / 2u);
    return 0;
}
