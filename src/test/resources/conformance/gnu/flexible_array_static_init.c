// checks: static initialization of a flexible array member (GNU extension): the initializer provides the elements
#include <stdio.h>

struct table { int n; int v[]; };
static struct table t = {3, {10, 20, 30}};

int main(void)
{
    int i, s = 0;
    for (i = 0; i < t.n; i++)
        s += t.v[i];
    printf("%d %d %d\n", t.n, s, (int)sizeof t);
    return 0;
}
