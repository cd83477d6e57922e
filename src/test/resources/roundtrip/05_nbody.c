/*
 * 05_nbody.c -- direct-sum gravitational N-body with leapfrog integration.
 * Struct arrays, nested structs, vec3 from a #pragma once header,
 * designated initializers and compound literals.
 */
#include <stdio.h>
#include <math.h>
#include "common.h"
#include "vec3.h"
#include "lcg.h"

#define NBODY 64
#define STEPS 40
#define DT 1.0e-3
#define SOFTENING 1e-2

struct body {
    vec3 pos;          /* nested struct member */
    vec3 vel;
    vec3 acc;
    double mass;
    struct {
        int id;
        unsigned flags : 4;   /* bit-field */
    } meta;
};

typedef struct body body_t;

static body_t bodies[NBODY];

static void compute_forces(body_t *b, int n)
{
    for (int i = 0; i < n; i++)
        b[i].acc = (vec3){ 0.0, 0.0, 0.0 };
#pragma hicuda kernel forces tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < n; i++) {
        vec3 a = v3(0, 0, 0);
        for (int j = 0; j < n; j++) {
            if (j == i)
                continue;
            vec3 d = v3_sub(b[j].pos, b[i].pos);
            double r2 = v3_dot(d, d) + SOFTENING * SOFTENING;
            double inv = 1.0 / (r2 * sqrt(r2));
            a = v3_add(a, v3_scale(d, b[j].mass * inv));
        }
        b[i].acc = a;
    }
#pragma hicuda kernel_end
}

static double energy(const body_t *b, int n)
{
    double e = 0.0;
    for (int i = 0; i < n; i++) {
        e += 0.5 * b[i].mass * v3_dot(b[i].vel, b[i].vel);
        for (int j = i + 1; j < n; j++) {
            double r = v3_len(v3_sub(b[i].pos, b[j].pos));
            e -= b[i].mass * b[j].mass / sqrt(r * r + SOFTENING * SOFTENING);
        }
    }
    return e;
}

int main(void)
{
    lcg_t rng;
    lcg_seed(&rng, 12345u);
    for (int i = 0; i < NBODY; i++) {
        bodies[i] = (body_t){
            .pos = { lcg_uniform(&rng) - 0.5, lcg_uniform(&rng) - 0.5, lcg_uniform(&rng) - 0.5 },
            .vel = { .x = 0.0, .y = 0.0, .z = 0.0 },
            .mass = 1.0 / NBODY,
            .meta = { .id = i, .flags = (unsigned)(i & 0xF) },
        };
    }
    compute_forces(bodies, NBODY);
    double e0 = energy(bodies, NBODY);
    printf("initial energy %.6f\n", e0);
    for (int s = 0; s < STEPS; s++) {
        for (int i = 0; i < NBODY; i++) {
            body_t *p = &bodies[i];
            p->vel = v3_add(p->vel, v3_scale(p->acc, 0.5 * DT));
            p->pos = v3_add(p->pos, v3_scale(p->vel, DT));
        }
        compute_forces(bodies, NBODY);
        for (int i = 0; i < NBODY; i++) {
            body_t *p = bodies + i;
            p->vel = v3_add(p->vel, v3_scale(p->acc, 0.5 * DT));
        }
        if (s % 2 == 1)
            printf("step %3d energy %.6f drift %.6e\n", s, energy(bodies, NBODY),
                   fabs(energy(bodies, NBODY) - e0));
    }
    vec3 mom = { 0 };
    for (int i = 0; i < NBODY; i++)
        mom = v3_add(mom, v3_scale(bodies[i].vel, bodies[i].mass));
    printf("momentum %.6f %.6f %.6f\n", mom.x, mom.y, mom.z);
    for (int i = 0; i < NBODY; i += 8)
        printf("body %2d flags %x pos (%.6f, %.6f, %.6f)\n", bodies[i].meta.id,
               (unsigned)bodies[i].meta.flags, bodies[i].pos.x, bodies[i].pos.y, bodies[i].pos.z);
    vec3 c = v3_cross(v3(1, 0, 0), v3(0, 1, 0));
    printf("cross = (%.1f, %.1f, %.1f) sizeof(body_t)=%zu\n", c.x, c.y, c.z, sizeof(body_t));
    return 0;
}
