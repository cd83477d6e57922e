// c99
// checks: conversions to _Bool: nonzero (even 0.5 and 256) becomes 1, pointers, ! and !! results, _Bool in arithmetic
#include <stdio.h>

int main(void)
{
    int v = 7;
    int *p = &v, *np = 0;
    _Bool b1 = 0.5, b2 = 256, b3 = p, b4 = np;
    _Bool t = 1;
    t++;                              /* still 1 */
    printf("%d %d %d %d %d\n", b1, b2, b3, b4, t);
    printf("%d %d %d\n", !!5, !!0, b1 + b2 + b3);
    return 0;
}
