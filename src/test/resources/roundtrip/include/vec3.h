// vec3.h -- small 3-vector type; uses #pragma once instead of a guard
#pragma once

#include <math.h>

typedef struct vec3 {
    double x, y, z;
} vec3;

static inline vec3 v3(double x, double y, double z)
{
    vec3 r = { x, y, z };
    return r;
}

static inline vec3 v3_add(vec3 a, vec3 b) { return v3(a.x + b.x, a.y + b.y, a.z + b.z); }
static inline vec3 v3_sub(vec3 a, vec3 b) { return v3(a.x - b.x, a.y - b.y, a.z - b.z); }
static inline vec3 v3_scale(vec3 a, double s) { return v3(a.x * s, a.y * s, a.z * s); }
static inline double v3_dot(vec3 a, vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
static inline double v3_len(vec3 a) { return sqrt(v3_dot(a, a)); }
static __inline__ vec3 v3_cross(vec3 a, vec3 b)
{
    return (vec3){ a.y * b.z - a.z * b.y,
                   a.z * b.x - a.x * b.z,
                   a.x * b.y - a.y * b.x };
}
