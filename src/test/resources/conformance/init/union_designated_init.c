// c99
// checks: designated initializer of a union member that is not the first, unions inside structs and arrays
#include <stdio.h>

union num { int i; double d; char s[8]; };
struct tagged { int kind; union num v; };

int main(void)
{
    union num a = {.d = 2.5};
    union num b = {.s = "text"};
    struct tagged t[2] = {{0, {.i = 7}}, {1, {.d = 0.5}}};
    printf("%.1f %s\n", a.d, b.s);
    printf("%d %d %.1f\n", t[0].v.i, t[1].kind, t[1].v.d);
    return 0;
}
