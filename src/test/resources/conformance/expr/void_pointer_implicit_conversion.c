// c99
// checks: void * converts to any object pointer without a cast in C: float *p = my_alloc(...) where my_alloc returns void *, malloc results, void * round trips
#include <stdio.h>
#include <stdlib.h>

static void *my_alloc(size_t n)
{
    void *p = malloc(n);
    return p;
}

struct rec { int id; double w; };

int main(void)
{
    float *p = my_alloc(4 * sizeof *p);
    int *q = malloc(3 * sizeof(int));
    struct rec *r = calloc(2, sizeof *r);
    void *v = p;
    double *d;
    int i;
    for (i = 0; i < 4; i++) p[i] = i * 1.5f;
    for (i = 0; i < 3; i++) q[i] = i + 7;
    r[1].id = 5;
    v = q;
    q = v;
    d = my_alloc(sizeof *d);
    *d = 2.25;
    printf("%.1f %d %d %.1f %.2f\n", p[3], q[2], r[1].id, r[0].w, *d);
    free(p); free(q); free(r); free(d);
    return 0;
}
