// c99
// checks: an enumerator and a struct tag declared inside a struct are in file scope in C (used at file scope and in main)
#include <stdio.h>

struct shape {
    enum kind { CIRCLE = 1, SQUARE = 4, TRIANGLE } kind;
    struct dims { int w, h; } d;
};

static int table[TRIANGLE];             /* TRIANGLE (5) used at file scope */
static enum kind default_kind = SQUARE;
static struct dims unit = {1, 1};       /* nested tag used at file scope */

int main(void)
{
    struct shape s;
    s.kind = CIRCLE;
    s.d = unit;
    s.d.w = 3;
    table[TRIANGLE - 1] = 7;
    printf("%d %d %d\n", (int)(sizeof table / sizeof table[0]), (int)default_kind, table[4]);
    printf("%d %d %d\n", (int)s.kind, s.d.w, s.d.h);
    return 0;
}
