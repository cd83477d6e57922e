// c99
// checks: array parameters with static and qualifiers (int x[static 5], int a[const 3], restrict, volatile) behave as the adjusted pointers
#include <stdio.h>

static int sum5(int x[static 5])
{
    int i, s = 0;
    for (i = 0; i < 5; i++)
        s += x[i];
    return s;
}

static void fill(int a[const 3], int v)
{
    a[0] = v; a[1] = v + 1; a[2] = v + 2;   /* a itself is const, the elements are not */
}

static int dot(int n, const int a[restrict static 1], const int b[restrict n])
{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += a[i] * b[i];
    return s;
}

static int first(int a[volatile 2]) { int *p = (int *)a; return p[0] + p[1]; }

int main(void)
{
    int v[6] = {1, 2, 3, 4, 5, 6};
    int w[3];
    fill(w, 10);
    printf("%d %d\n", sum5(v), sum5(v + 1));
    printf("%d %d %d\n", w[0], w[1], w[2]);
    printf("%d %d\n", dot(3, v, w), first(w));
    return 0;
}
