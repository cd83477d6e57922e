/* 32_fixed_point.c -- Q16.16 fixed-point arithmetic, int64_t intermediates,
 * CORDIC sine/cosine, and comparison against math.h. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>
#include <stddef.h>

#define FIX_SHIFT 16
#define FIX_ONE (1 << FIX_SHIFT)
#define TO_FIX(d) ((fix_t)((d) * FIX_ONE + ((d) >= 0 ? 0.5 : -0.5)))
#define TO_DBL(f) ((double)(f) / FIX_ONE)
#define CORDIC_ITERS 16

typedef int32_t fix_t;

typedef union {
    int64_t wide;
    uint32_t half[2];
    unsigned char byte[8];
} wide_bits_t;

static const fix_t cordic_atan[CORDIC_ITERS] = {
    0xC90F, 0x76B1, 0x3EB6, 0x1FD5, 0x0FFA, 0x07FF, 0x03FF, 0x01FF,
    0x00FF, 0x007F, 0x003F, 0x001F, 0x000F, 0x0007, 0x0003, 0x0001,
};
#define CORDIC_K 0x9B74   /* 0.607252935 in Q16.16 */

static inline fix_t fix_mul(fix_t a, fix_t b) { return (fix_t)(((int64_t)a * b) >> FIX_SHIFT); }
static inline fix_t fix_div(fix_t a, fix_t b) { return (fix_t)(((int64_t)a << FIX_SHIFT) / b); }

static fix_t fix_sqrt(fix_t x)
{
    if (x <= 0) return 0;
    uint64_t v = (uint64_t)x << FIX_SHIFT, r = 0, bit = 1ULL << 62;
    while (bit > v) bit >>= 2;
    while (bit) {
        if (v >= r + bit) { v -= r + bit; r = (r >> 1) + bit; }
        else r >>= 1;
        bit >>= 2;
    }
    return (fix_t)r;
}

/* angle in [-pi/2, pi/2] */
static void cordic(fix_t angle, fix_t *s, fix_t *c)
{
    fix_t x = CORDIC_K, y = 0, z = angle;
    for (int i = 0; i < CORDIC_ITERS; i++) {
        fix_t dx = y >> i, dy = x >> i;
        if (z >= 0) { x -= dx; y += dy; z -= cordic_atan[i]; }
        else        { x += dx; y -= dy; z += cordic_atan[i]; }
    }
    *s = y;
    *c = x;
}

int main(void)
{
    double maxerr_s = 0.0, maxerr_c = 0.0;
    for (int k = -12; k <= 12; k++) {
        double ang = k * 0.125;
        fix_t s, c;
        cordic(TO_FIX(ang), &s, &c);
        maxerr_s = fmax(maxerr_s, fabs(TO_DBL(s) - sin(ang)));
        maxerr_c = fmax(maxerr_c, fabs(TO_DBL(c) - cos(ang)));
        printf("ang % .4f sin %.6f (%.6f) cos %.6f (%.6f)\n", ang, TO_DBL(s), sin(ang), TO_DBL(c), cos(ang));
    }
    printf("cordic maxerr sin %.6f cos %.6f\n", maxerr_s, maxerr_c);
    for (int k = 1; k <= 10; k++) {
        fix_t a = TO_FIX(k * 1.75), b = TO_FIX(3.0 - k * 0.5);
        printf("a=%8.4f b=%8.4f mul=%10.4f div=%10.4f sqrt(a)=%.4f\n", TO_DBL(a), TO_DBL(b),
               TO_DBL(fix_mul(a, b)), b ? TO_DBL(fix_div(a, b)) : 0.0, TO_DBL(fix_sqrt(a)));
    }
    int64_t acc = 0;
    for (int i = 0; i < 1000; i++)
        acc += fix_mul(TO_FIX(0.001 * i), TO_FIX(0.5));
    ptrdiff_t span = &cordic_atan[CORDIC_ITERS - 1] - &cordic_atan[0];
    printf("acc=%lld (%.6f) span=%td sizeof(fix_t)=%zu\n", (long long)acc, TO_DBL(acc), span, sizeof(fix_t));
    wide_bits_t wb = { .wide = (int64_t)TO_FIX(123.456) * TO_FIX(-7.25) };
    uint32_t xr = wb.half[0] ^ wb.half[1];
    printf("wide=%lld halves_xor=%08x bytesum=%d\n", (long long)wb.wide, (unsigned)xr,
           wb.byte[0] + wb.byte[1] + wb.byte[2] + wb.byte[3] + wb.byte[4] + wb.byte[5] + wb.byte[6] + wb.byte[7]);
    return 0;
}
