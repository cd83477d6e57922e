// c99
// checks: C99 6.10.3.5 EXAMPLE 4 (str, xstr, debug, INCFILE, glue, xglue, HIGHLOW, LOW), including the computed #include xstr(INCFILE(2).h)
#include <stdio.h>

#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"

#include xstr(INCFILE(2).h)

int main(void)
{
    int x1 = 7;
    const char *x2 = "two";
    FILE *s = stdout;
    debug(1, 2);
    printf("\n");
    fputs(str(strncmp("abc\0d", "abc", '\4') // this goes away
     == 0) str(: @\n), s);
    puts(glue(HIGH, LOW));
    puts(xglue(HIGH, LOW));
    puts(vers2_text);
    return 0;
}
