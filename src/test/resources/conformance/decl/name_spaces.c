// c99
// checks: the four C name spaces: one name used as a label, a struct tag, a member and an ordinary identifier at once
#include <stdio.h>

struct x { int x; };

int main(void)
{
    struct x x;
    int n = 0;
    x.x = 3;
x:
    n++;
    if (n < x.x)
        goto x;
    {
        struct s { int s; } s;      /* tag, member and variable all named s */
        s.s = n * 10;
        printf("%d %d\n", n, s.s);
    }
    printf("%d\n", x.x);
    return 0;
}
