// c99
// checks: callbacks through function pointers: a map over an array, a pointer to a variadic function (printf), &f, *f and f as the same pointer
#include <stdio.h>

static int sq(int x) { return x * x; }
static int neg(int x) { return -x; }

static void map(int *a, int n, int (*f)(int))
{
    int i;
    for (i = 0; i < n; i++)
        a[i] = f(a[i]);
}

int main(void)
{
    int a[4] = {1, 2, 3, 4};
    int (*pf)(const char *, ...) = printf;
    int (*g)(int) = &sq;
    map(a, 4, sq);
    map(a, 4, *neg);
    pf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
    printf("%d %d %d\n", g == sq, *g == &sq, (*g)(5) + (**g)(1));
    return 0;
}
