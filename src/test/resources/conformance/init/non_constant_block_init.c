// c99
// checks: block-scope aggregates initialized by non-constant expressions (function results, other locals)
#include <stdio.h>

static int sq(int x) { return x * x; }
struct pt { int x, y; };

int main(void)
{
    int n = 3;
    int a[3] = {sq(n), n + 1, sq(sq(2))};
    struct pt p = {n * 2, sq(n) - 1};
    struct pt copy = p;
    double d[2] = {n / 2.0, (double)a[1]};
    printf("%d %d %d\n", a[0], a[1], a[2]);
    printf("%d %d %d\n", p.x, p.y, copy.x + copy.y);
    printf("%.1f %.1f\n", d[0], d[1]);
    return 0;
}
