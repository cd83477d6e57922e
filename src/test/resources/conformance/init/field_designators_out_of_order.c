// c99
// checks: struct field designators out of declaration order, positional values continuing after a designator
#include <stdio.h>

struct p3 { int x, y, z, w; };

static struct p3 g = {.z = 3, .x = 1};
static struct p3 h = {.y = 20, 30, .x = 10};   /* 30 goes to z; w is 0 */

int main(void)
{
    struct p3 l = {.w = 4, .z = 3, .y = 2, .x = 1};
    printf("%d %d %d %d\n", g.x, g.y, g.z, g.w);
    printf("%d %d %d %d\n", h.x, h.y, h.z, h.w);
    printf("%d %d %d %d\n", l.x, l.y, l.z, l.w);
    return 0;
}
