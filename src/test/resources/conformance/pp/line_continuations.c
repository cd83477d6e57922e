// c99
// checks: backslash-newline in odd places: inside an identifier, a number, a string, a #define name, and at the end of a // comment (which continues the comment)
#include <stdio.h>

#def\
ine LIM\
IT 4\
2

int main(void)
{
    int va\
lue = 1\
23;
    const char *s = "con\
tinued";
    int x = 1;
    // this comment continues on the next line \
    x = 99;
    printf("%d %d %s %d\n", LIMIT, value, s, x);
    return 0;
}
