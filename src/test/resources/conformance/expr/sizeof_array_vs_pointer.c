// c99
// checks: sizeof of arrays vs pointers: element count, &a, *&a, a + 0, array parameter decays, array in a struct
#include <stdio.h>

static int param_is_pointer(int a[10]) { return sizeof a == sizeof(int *); }

struct holder { int a[7]; };

int main(void)
{
    int a[10];
    int *p = a;
    struct holder h;
    int m[3][4];
    printf("%d %d\n", (int)(sizeof a / sizeof a[0]), (int)sizeof a);
    printf("%d %d %d\n", sizeof p == sizeof(int *), (int)sizeof *&a, sizeof(a + 0) == sizeof(int *));
    printf("%d %d %d\n", (int)sizeof(&a) == (int)sizeof(int (*)[10]), param_is_pointer(a), (int)sizeof h.a);
    printf("%d %d %d\n", (int)sizeof m, (int)sizeof m[0], (int)sizeof m[0][0]);
    (void)p;
    return 0;
}
