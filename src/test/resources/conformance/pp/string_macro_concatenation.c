// c99
// checks: a string literal next to a macro that expands to a string literal ("a" B "c"), version strings built from macros
#include <stdio.h>

#define B "b"
#define VERSION "1.2"
#define NAME "tool"
#define BANNER NAME " v" VERSION
#define NL "\n"

int main(void)
{
    const char *s = "a" B "c";
    printf("%s %d\n", s, (int)sizeof("a" B "c"));
    printf("%s" NL, BANNER);
    printf("[" NAME "]" NL);
    return 0;
}
