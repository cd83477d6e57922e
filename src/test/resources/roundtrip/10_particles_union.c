/*
 * 10_particles_union.c -- tagged unions for a particle/field system,
 * enums with explicit values, switch with fall-through and default.
 */
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <math.h>
#include "common.h"

enum kind {
    K_NONE = 0,
    K_POINT = 1,
    K_SPHERE = 2,
    K_SPRING = 4,
    K_FIELD = 8,
    K_ALL = K_POINT | K_SPHERE | K_SPRING | K_FIELD
};

typedef enum { COLOR_RED = 0xFF0000, COLOR_GREEN = 0x00FF00, COLOR_BLUE = 0x0000FF } color_t;

struct point { double x, y; };

typedef struct entity {
    enum kind kind;
    color_t color;
    union {
        struct point pt;
        struct { struct point c; double r; } sphere;
        struct { int a, b; double k, rest; } spring;
        struct { double gx, gy; } field;
    } u;
} entity_t;

typedef union {
    float f;
    uint32_t bits;
    unsigned char bytes[4];
} float_bits;

static const char *kind_name(enum kind k)
{
    switch (k) {
    case K_POINT:  return "point";
    case K_SPHERE: return "sphere";
    case K_SPRING: return "spring";
    case K_FIELD:  return "field";
    default:       return "none";
    }
}

/* cost model with deliberate fall-through */
static int eval_cost(enum kind k)
{
    int cost = 0;
    switch (k) {
    case K_SPRING:
        cost += 10;
        /* fall through */
    case K_SPHERE:
        cost += 5;
        /* fall through */
    case K_POINT:
        cost += 1;
        break;
    case K_FIELD:
        cost = 100;
        break;
    default:
        cost = -1;
    }
    return cost;
}

static double entity_energy(const entity_t *e, const entity_t *all)
{
    switch (e->kind) {
    case K_POINT:
        return 0.5 * (e->u.pt.x * e->u.pt.x + e->u.pt.y * e->u.pt.y);
    case K_SPHERE:
        return 4.0 / 3.0 * 3.14159265358979 * pow(e->u.sphere.r, 3.0);
    case K_SPRING: {
        const struct point *pa = &all[e->u.spring.a].u.pt;
        const struct point *pb = &all[e->u.spring.b].u.pt;
        double d = hypot(pa->x - pb->x, pa->y - pb->y) - e->u.spring.rest;
        return 0.5 * e->u.spring.k * d * d;
    }
    case K_FIELD:
        return e->u.field.gx * 0.1 + e->u.field.gy * 0.2;
    default:
        break;
    }
    return 0.0;
}

int main(void)
{
    entity_t ents[] = {
        { .kind = K_POINT, .color = COLOR_RED, .u.pt = { 1.0, 2.0 } },
        { .kind = K_POINT, .color = COLOR_GREEN, .u.pt = { .x = -1.5, .y = 0.5 } },
        { .kind = K_SPHERE, .color = COLOR_BLUE, .u.sphere = { { 0.0, 0.0 }, 0.75 } },
        { .kind = K_SPRING, .color = COLOR_RED, .u.spring = { .a = 0, .b = 1, .k = 3.0, .rest = 1.0 } },
        { .kind = K_FIELD, .color = COLOR_GREEN, .u.field = { 0.0, -9.81 } },
        { .kind = K_NONE },
    };
    const int n = (int)(sizeof ents / sizeof ents[0]);
    double total = 0.0;
    unsigned mask = 0;
    for (int i = 0; i < n; i++) {
        double en = entity_energy(&ents[i], ents);
        total += en;
        mask |= (unsigned)ents[i].kind;
        printf("%d %-7s color=%06x cost=%3d energy=%.6f\n", i, kind_name(ents[i].kind),
               (unsigned)ents[i].color, eval_cost(ents[i].kind), en);
    }
    printf("total energy %.6f mask=0x%x all=%d\n", total, mask, mask == K_ALL);
    float vals[] = { 1.0f, -2.5f, 0.15625f, 3.4e38f, 1e-3f, 0.0f };
    for (size_t i = 0; i < ARRAY_LEN(vals); i++) {
        float_bits fb;
        fb.f = vals[i];
        unsigned sign = fb.bits >> 31, expo = (fb.bits >> 23) & 0xFFu, mant = fb.bits & 0x7FFFFFu;
        printf("%-14g bits=%08x sign=%u exp=%3u mant=%06x\n", (double)vals[i], (unsigned)fb.bits, sign, expo, mant);
    }
    for (int k = 0; k <= 16; k++) {
        enum kind kk = (enum kind)k;
        printf("kind %2d name %-6s cost %4d pow2 %d\n", k, kind_name(kk), eval_cost(kk), k && !(k & (k - 1)));
    }
    printf("sizeof(entity_t)=%zu sizeof(float_bits)=%zu sizeof(enum kind)=%zu\n",
           sizeof(entity_t), sizeof(float_bits), sizeof(enum kind));
    return 0;
}
