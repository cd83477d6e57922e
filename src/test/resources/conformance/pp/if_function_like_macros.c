// c99
// checks: function-like and object-like macros evaluated inside #if, ?: and comparison chains in #if, a macro expanding to an expression with defined-free arithmetic
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define VERSION_MAJOR 2
#define VERSION_MINOR 7
#define VERSION (VERSION_MAJOR * 100 + VERSION_MINOR)

int main(void)
{
#if MAX(VERSION_MAJOR, 5) == 5
    puts("MAX works in #if");
#endif
#if VERSION >= 207 && VERSION < 300
    puts("version 2.7+");
#endif
#if (VERSION_MINOR > 5 ? 10 : 20) == 10
    puts("ternary");
#endif
    printf("%d\n", VERSION);
    return 0;
}
