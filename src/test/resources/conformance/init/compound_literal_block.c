// c99
// checks: block-scope compound literals: arrays, structs, modified through pointers, re-created each loop iteration, as function arguments
#include <stdio.h>

struct pt { int x, y; };

static int sum(const int *a, int n) { int s = 0; while (n--) s += a[n]; return s; }
static int dist2(struct pt p) { return p.x * p.x + p.y * p.y; }

int main(void)
{
    int *p = (int[]){1, 2, 3};
    struct pt q = (struct pt){.y = 4, .x = 3};
    int i, total = 0;
    p[1] = 20;
    printf("%d %d %d\n", p[0], p[1], p[2]);
    printf("%d %d\n", q.x, dist2(q));
    for (i = 0; i < 3; i++) {
        int *t = (int[2]){i, i * 10};    /* a fresh object each iteration */
        total += t[0] + t[1];
    }
    printf("%d %d %d\n", total, sum((int[]){4, 5, 6}, 3), dist2((struct pt){1, 2}));
    printf("%d\n", (int)sizeof((char[]){"hello"}));
    return 0;
}
