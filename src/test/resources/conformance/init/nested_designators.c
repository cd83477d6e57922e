// c99
// checks: nested designators (.a.b[1] =, [1].x =, .arr[2].y =) and braces after a designator
#include <stdio.h>

struct inner { int b[3]; int c; };
struct outer { struct inner a; int d; struct { int x, y; } pts[3]; };

static struct outer o = {.a.b[1] = 5, .pts[2].y = 9, .a.c = 7, .pts[0] = {1, 2}, .d = 4};

int main(void)
{
    struct { int x, y; } arr[3] = {[1].x = 3, [2] = {.y = 6}, [0].y = 1};
    printf("%d %d %d %d %d\n", o.a.b[0], o.a.b[1], o.a.b[2], o.a.c, o.d);
    printf("%d %d %d %d %d\n", o.pts[0].x, o.pts[0].y, o.pts[1].x, o.pts[2].x, o.pts[2].y);
    printf("%d %d %d %d %d %d\n", arr[0].x, arr[0].y, arr[1].x, arr[1].y, arr[2].x, arr[2].y);
    return 0;
}
