// c99
// checks: functions returning structs that hold arrays (returned by value, chained calls, assignment from a call), recursion with struct values
#include <stdio.h>

struct vec3 { double v[3]; };

static struct vec3 add(struct vec3 a, struct vec3 b)
{
    struct vec3 r;
    int i;
    for (i = 0; i < 3; i++) r.v[i] = a.v[i] + b.v[i];
    return r;
}

static struct vec3 times(struct vec3 a, int n) { return n == 0 ? (struct vec3){{0, 0, 0}} : add(a, times(a, n - 1)); }

int main(void)
{
    struct vec3 a = {{1, 2, 3}}, b = {{0.5, 0.5, 0.5}};
    struct vec3 c = add(add(a, b), b);
    printf("%.1f %.1f %.1f\n", c.v[0], c.v[1], c.v[2]);
    printf("%.1f\n", times(a, 4).v[2]);
    return 0;
}
