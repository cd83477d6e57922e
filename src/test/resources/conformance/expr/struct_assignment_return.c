// c99
// checks: struct assignment copies arrays inside, struct returned by value, member of a function's returned struct, struct passed by value is a copy
#include <stdio.h>

struct box { int v[3]; char tag; };

static struct box make(int base) { struct box b = {{base, base + 1, base + 2}, 'b'}; return b; }
static int bump(struct box b) { b.v[0] = 999; return b.v[0]; }

int main(void)
{
    struct box a = make(1), c;
    c = a;
    c.v[1] = 50;
    printf("%d %d %d %c\n", a.v[1], c.v[1], make(10).v[2], c.tag);
    printf("%d %d\n", bump(a), a.v[0]);
    return 0;
}
