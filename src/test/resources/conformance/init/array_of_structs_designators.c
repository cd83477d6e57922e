// c99
// checks: designators for an array of structs inside a struct, mixing [i].f designators and nested braces, sizeof of the deduced array
#include <stdio.h>

struct pt { int x, y; };
struct poly { int n; struct pt v[4]; };

static struct poly tri = {.n = 3, .v = {[0] = {0, 0}, [1].x = 4, [2] = {.y = 3}}};
static struct pt line[] = {[1] = {5, 6}, {7, 8}};

int main(void)
{
    int i;
    for (i = 0; i < 4; i++) printf("(%d,%d)", tri.v[i].x, tri.v[i].y);
    printf(" n=%d\n", tri.n);
    printf("%d %d %d\n", (int)(sizeof line / sizeof line[0]), line[0].x, line[2].y);
    return 0;
}
