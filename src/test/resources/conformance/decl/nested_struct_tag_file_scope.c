// c99
// checks: a struct defined inside another struct (and inside a union) is usable at file scope as in C, not Outer::Inner as in C++
#include <stdio.h>

struct outer {
    struct inner { int a, b; } in;
    union u { int i; char c[4]; } un;
};

static struct inner make_inner(int a) { struct inner r; r.a = a; r.b = a * 2; return r; }

int main(void)
{
    struct outer o;
    union u x;
    o.in = make_inner(5);
    x.i = 0;
    x.c[0] = 9;
    o.un = x;
    printf("%d %d %d\n", o.in.a, o.in.b, o.un.c[0]);
    return 0;
}
