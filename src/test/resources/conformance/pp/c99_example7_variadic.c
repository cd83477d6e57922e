// c99
// checks: C99 6.10.3.5 EXAMPLE 7 (debug, showlist, report with __VA_ARGS__ and #__VA_ARGS__); debug writes to stdout here instead of stderr
#include <stdio.h>

#define debug(...) fprintf(stdout, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\
 printf(__VA_ARGS__))

int main(void)
{
    int x = 3, y = 5;
    debug("Flag");
    debug("X = %d\n", x);
    showlist(The first, second, and third items.);
    report(x>y, "x is %d but y is %d", x, y);
    printf("\n");
    report(x<y, "never printed");
    return 0;
}
