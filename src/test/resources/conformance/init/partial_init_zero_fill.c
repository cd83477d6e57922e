// c99
// checks: partially initialized aggregates are zero-filled, {0} universal initializer, scalar with braces, static locals zero
#include <stdio.h>

struct big { int a; double b; char c[4]; int *p; };

int main(void)
{
    int a[10] = {1};
    struct big s = {0};
    struct big t = {5};
    int scalar = {42};
    static double z[3];
    int i, sum = 0;
    for (i = 0; i < 10; i++) sum += a[i];
    printf("%d %d\n", sum, a[9]);
    printf("%d %.1f %d %d\n", s.a, s.b, s.c[3], s.p == 0);
    printf("%d %.1f %d\n", t.a, t.b, t.p == 0);
    printf("%d %.1f\n", scalar, z[2]);
    return 0;
}
