// c99
// checks: a function-like macro invocation whose arguments span lines, whose ( is on the next line, with comments between the arguments
#include <stdio.h>

#define SUM3(a, b, c) ((a) + (b) + (c))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

int main(void)
{
    int v = SUM3(1,
                 2,
                 3);
    int w = SUM3
        (10, 20, 30);
    int m = MAX(   /* first */ v,
                   /* second */
                   w
               );
    printf("%d %d %d\n", v, w, m);
    return 0;
}
