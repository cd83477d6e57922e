/* 04_fft_radix2.c -- iterative radix-2 FFT on a struct complex type,
 * with bit-reversal permutation using shifts and masks. */
#include <stdio.h>
#include <math.h>
#include <stdint.h>

#define LOG2N 7
#define NPTS (1u << LOG2N)
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

typedef struct {
    double re;
    double im;
} cplx;

static inline cplx c_mul(cplx a, cplx b)
{
    return (cplx){ .re = a.re * b.re - a.im * b.im, .im = a.re * b.im + a.im * b.re };
}
static inline cplx c_add(cplx a, cplx b) { return (cplx){ a.re + b.re, a.im + b.im }; }
static inline cplx c_sub(cplx a, cplx b) { return (cplx){ a.re - b.re, a.im - b.im }; }

static uint32_t bit_reverse(uint32_t x, unsigned bits)
{
    uint32_t r = 0;
    for (unsigned i = 0; i < bits; i++) {
        r = (r << 1) | (x & 1u);
        x >>= 1;
    }
    return r;
}

static void fft(cplx *buf, unsigned n, unsigned logn, int inverse)
{
    for (unsigned i = 0; i < n; i++) {
        unsigned j = bit_reverse(i, logn);
        if (j > i) {
            cplx t = buf[i];
            buf[i] = buf[j];
            buf[j] = t;
        }
    }
    for (unsigned len = 2; len <= n; len <<= 1) {
        double ang = (inverse ? 2.0 : -2.0) * M_PI / (double)len;
        cplx wl = { cos(ang), sin(ang) };
        for (unsigned i = 0; i < n; i += len) {
            cplx w = { 1.0, 0.0 };
            for (unsigned j = 0; j < len / 2; j++) {
                cplx u = buf[i + j];
                cplx v = c_mul(buf[i + j + len / 2], w);
                buf[i + j] = c_add(u, v);
                buf[i + j + len / 2] = c_sub(u, v);
                w = c_mul(w, wl);
            }
        }
    }
    if (inverse)
        for (unsigned i = 0; i < n; i++) {
            buf[i].re /= n;
            buf[i].im /= n;
        }
}

int main(void)
{
    static cplx sig[NPTS], orig[NPTS];
    for (unsigned i = 0; i < NPTS; i++) {
        double t = (double)i / NPTS;
        sig[i].re = sin(2 * M_PI * 5 * t) + 0.5 * cos(2 * M_PI * 12 * t) + 0.25;
        sig[i].im = 0.0;
        orig[i] = sig[i];
    }
    fft(sig, NPTS, LOG2N, 0);
    for (unsigned k = 0; k < 20; k++) {
        double mag = hypot(sig[k].re, sig[k].im);
        printf("bin %2u |X| = %.6f  re=% .6f im=% .6f\n", k, mag, sig[k].re, sig[k].im);
    }
    fft(sig, NPTS, LOG2N, 1);
    double err = 0.0;
    for (unsigned i = 0; i < NPTS; i++)
        err = fmax(err, fabs(sig[i].re - orig[i].re) + fabs(sig[i].im - orig[i].im));
    printf("roundtrip error < 1e-9: %d\n", err < 1e-9);
    printf("bitrev(0x%02x,7) = 0x%02x\n", 0x13u, (unsigned)bit_reverse(0x13u, 7));
    printf("sizeof(cplx)=%zu sizeof sig=%zu\n", sizeof(cplx), sizeof sig);
    return 0;
}
