// c99
// checks: flexible array members: sizeof excludes them, allocation with room for n elements, access past the fixed part
#include <stdio.h>
#include <stdlib.h>

struct vec { int n; double total; int data[]; };

static struct vec *make(int n)
{
    struct vec *v = malloc(sizeof *v + n * sizeof v->data[0]);
    int i;
    v->n = n;
    v->total = 0;
    for (i = 0; i < n; i++) {
        v->data[i] = i * 3;
        v->total += v->data[i];
    }
    return v;
}

int main(void)
{
    struct vec *v = make(5);
    printf("%d %d %d %.0f\n", (int)sizeof(struct vec), v->n, v->data[4], v->total);
    free(v);
    return 0;
}
