// c99
// checks: a local variable that shadows a typedef name (the name is then an identifier in that scope), typedef name as member and parameter name
#include <stdio.h>

typedef int T;
typedef float real;

struct has { int T; real real; };   /* members may have typedef names */

static int twice(int T)             /* parameter named like the typedef */
{
    return T * 2;
}

int main(void)
{
    T outer = 4;
    struct has h;
    h.T = 5;
    h.real = 1.5f;
    {
        int T = 10;                 /* T is a variable here */
        int r = T * 3;              /* multiplication, not a declaration */
        printf("%d %d\n", T, r);
        {
            long T = 100;
            printf("%ld\n", T + 1);
        }
    }
    {
        T x = 7;                    /* T is the type again */
        printf("%d %d %d\n", x, outer, twice(x));
    }
    printf("%d %.1f\n", h.T, h.real);
    return 0;
}
