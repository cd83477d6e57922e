// 30_ring_buffer.c -- lock-free-style single producer/consumer ring buffer
// (single threaded here), volatile indices, extern declarations resolved
// later in the same file, power-of-two masking, and a moving-average filter.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdarg.h>
#include "common.h"

#define RB_CAP 64u
#define RB_MASK (RB_CAP - 1u)

extern int g_dropped;                        /* defined further down */
extern const double filter_taps[];           /* incomplete array type */
extern uint32_t rb_checksum(const void *p, size_t n);

typedef struct ring {
    volatile uint32_t head;                  /* written by producer */
    volatile uint32_t tail;                  /* written by consumer */
    double buf[RB_CAP];
} ring_t;

static inline int rb_push(ring_t *r, double v)
{
    if (r->head - r->tail == RB_CAP) {
        g_dropped++;
        return 0;
    }
    r->buf[r->head & RB_MASK] = v;
    r->head++;
    return 1;
}

static inline int rb_pop(ring_t *r, double *out)
{
    if (r->head == r->tail)
        return 0;
    *out = r->buf[r->tail & RB_MASK];
    r->tail++;
    return 1;
}

static inline uint32_t rb_size(const ring_t *r) { return r->head - r->tail; }

int g_dropped = 0;

/* printf-like helper that prefixes a tag and counts bytes written */
static int tagged(const char *tag, const char *fmt, ...)
{
    va_list ap;
    int n = printf("<%s> ", tag);
    va_start(ap, fmt);
    n += vprintf(fmt, ap);
    va_end(ap);
    return n;
}
const double filter_taps[] = { 0.1, 0.2, 0.4, 0.2, 0.1 };

uint32_t rb_checksum(const void *p, size_t n)
{
    const unsigned char *b = p;
    uint32_t h = CS_INIT;
    for (size_t i = 0; i < n; i++)
        h = cs_mix(h, b[i]);
    return h;
}

int main(void)
{
    static ring_t ring;                      /* zero initialised */
    double hist[5] = { 0 };
    unsigned produced = 0, consumed = 0;
    double out_sum = 0.0;
    for (int round = 0; round < 30; round++) {
        int burst = 5 + (round * 7) % 23;
        for (int k = 0; k < burst; k++, produced++)
            rb_push(&ring, (double)((produced * 37u) % 101u) / 10.0);
        int drain = 4 + (round * 5) % 17;
        double v;
        while (drain-- > 0 && rb_pop(&ring, &v)) {
            memmove(hist + 1, hist, 4 * sizeof hist[0]);
            hist[0] = v;
            double y = 0.0;
            for (int t = 0; t < 5; t++)
                y += filter_taps[t] * hist[t];
            out_sum += y;
            consumed++;
        }
        tagged("rb", "round %2d burst %2d size %2u dropped %3d consumed %4u out_sum %.6f\n",
               round, burst, (unsigned)rb_size(&ring), g_dropped, consumed, out_sum);
    }
    uint32_t h = rb_checksum(ring.buf, sizeof ring.buf);
    tagged("end", "head=%u tail=%u buf checksum %08x\n", (unsigned)ring.head, (unsigned)ring.tail, (unsigned)h);
    return 0;
}
