// c99
// checks: E1[E2] is *(E1 + E2): "abc"[1], 1["abc"], negative index from an interior pointer, subscript of a function result
#include <stdio.h>

static int *mid(int *a) { return a + 2; }

int main(void)
{
    int a[5] = {1, 2, 3, 4, 5};
    int i = 3;
    printf("%c %c %d\n", "abc"[1], 1["abc"], i[a]);
    printf("%d %d\n", mid(a)[-2], mid(a)[2]);
    printf("%d\n", (a + 1)[i]);
    return 0;
}
