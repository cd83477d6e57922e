/*
 * 20_bitops_crc.c -- bit manipulation: CRC-32 table, popcount, Gray code,
 * bit reversal, rotate, Morton codes; hex/octal/char literals with suffixes.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define CRC_POLY 0xEDB88320u
#define ROTL32(x, r) (((x) << (r)) | ((x) >> (32 - (r))))

static uint32_t crc_table[256];

static void crc_init(void)
{
    for (uint32_t n = 0; n < 256u; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = (c & 1u) ? CRC_POLY ^ (c >> 1) : c >> 1;
        crc_table[n] = c;
    }
}

static uint32_t crc32_buf(const unsigned char *buf, size_t len)
{
    uint32_t c = 0xFFFFFFFFu;
    while (len--)
        c = crc_table[(c ^ *buf++) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static int popcount32(uint32_t x)
{
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
}

static inline uint32_t gray(uint32_t x) { return x ^ (x >> 1); }

static uint32_t gray_inverse(uint32_t g)
{
    for (uint32_t s = 1; s < 32; s <<= 1)
        g ^= g >> s;
    return g;
}

static uint32_t part1by1(uint32_t x)
{
    x &= 0x0000FFFFu;
    x = (x | (x << 8)) & 0x00FF00FFu;
    x = (x | (x << 4)) & 0x0F0F0F0Fu;
    x = (x | (x << 2)) & 0x33333333u;
    x = (x | (x << 1)) & 0x55555555u;
    return x;
}

static uint32_t morton2(uint32_t x, uint32_t y) { return part1by1(x) | (part1by1(y) << 1); }

/* FNV/murmur-like hash that folds the tail bytes with fall-through */
static uint32_t hash_bytes(const unsigned char *p, size_t len)
{
    uint32_t h = 0x811C9DC5u ^ (uint32_t)len;
    size_t i = 0;
    for (; i + 4 <= len; i += 4) {
        uint32_t k = (uint32_t)p[i] | (uint32_t)p[i + 1] << 8 | (uint32_t)p[i + 2] << 16 | (uint32_t)p[i + 3] << 24;
        k *= 0xCC9E2D51u;
        k = ROTL32(k, 15);
        h ^= k;
        h = ROTL32(h, 13) * 5u + 0xE6546B64u;
    }
    uint32_t t = 0;
    switch (len & 3) {
    case 3:
        t ^= (uint32_t)p[i + 2] << 16;
        /* fall through */
    case 2:
        t ^= (uint32_t)p[i + 1] << 8;
        /* fall through */
    case 1:
        t ^= p[i];
        h ^= t * 0x1B873593u;
        break;
    default:
        break;
    }
    h ^= h >> 16;
    h *= 0x85EBCA6Bu;
    h ^= h >> 13;
    return h;
}

int main(void)
{
    crc_init();
    const char *msgs[] = { "", "a", "abc", "123456789", "The quick brown fox jumps over the lazy dog",
                           "hicuda" "-" "roundtrip" };   /* concatenated literal */
    for (size_t i = 0; i < sizeof msgs / sizeof *msgs; i++)
        printf("crc32(\"%s\") = %08X\n", msgs[i], (unsigned)crc32_buf((const unsigned char *)msgs[i], strlen(msgs[i])));
    for (size_t len = 0; len <= 9; len++)
        printf("hash_bytes(len=%zu) = %08x\n", len, (unsigned)hash_bytes((const unsigned char *)"abcdefghij", len));
    uint32_t vals[] = { 0u, 1u, 0xFFu, 0x1Fu, 0777, 0xDEADBEEFu, 0x80000000UL, 12345678u };
    for (size_t i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        uint32_t v = vals[i];
        printf("v=%08x pop=%2d gray=%08x inv_ok=%d rotl7=%08x ~v=%08x neg=%08x\n", (unsigned)v, popcount32(v),
               (unsigned)gray(v), gray_inverse(gray(v)) == v, (unsigned)ROTL32(v, 7), (unsigned)~v, (unsigned)(0u - v));
    }
    for (uint32_t y = 0; y < 4; y++) {
        for (uint32_t x = 0; x < 8; x++)
            printf("%3u ", (unsigned)morton2(x, y));
        printf("\n");
    }
    uint64_t big = 0x0123456789ABCDEFULL;
    int64_t sbig = -9000000000LL;
    unsigned long ul = 10UL;
    long l = 077L;
    char c1 = 'A', c2 = '\x42', c3 = '\103', c4 = '\n';
    printf("big=%llx swapped_halves=%llx sbig>>3=%lld ul=%lu l=%ld\n", (unsigned long long)big,
           (unsigned long long)((big << 32) | (big >> 32)), (long long)(sbig / 8), ul, l);
    printf("chars %c%c%c code(\\n)=%d shift=%d\n", c1, c2, c3, c4, 1 << 10 >> 3);
    unsigned flags = 0;
    flags |= 1u << 3;
    flags ^= 0x5u;
    flags &= ~0x1u;
    flags <<= 2;
    flags >>= 1;
    flags %= 100;
    printf("flags=%u\n", flags);
    return 0;
}
