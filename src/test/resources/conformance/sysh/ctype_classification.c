// c99
// checks: <ctype.h>: isalpha, isdigit, isspace, isupper, ispunct, isxdigit, toupper, tolower over a fixed string (C locale)
#include <stdio.h>
#include <ctype.h>

int main(void)
{
    const char *s = "Hello, World 42!\tx=0xFF";
    int alpha = 0, digit = 0, space = 0, upper = 0, punct = 0, xdigit = 0;
    const char *p;
    for (p = s; *p; p++) {
        unsigned char c = (unsigned char)*p;
        alpha += isalpha(c) != 0;
        digit += isdigit(c) != 0;
        space += isspace(c) != 0;
        upper += isupper(c) != 0;
        punct += ispunct(c) != 0;
        xdigit += isxdigit(c) != 0;
    }
    printf("%d %d %d %d %d %d\n", alpha, digit, space, upper, punct, xdigit);
    for (p = "MiXeD"; *p; p++)
        putchar(islower((unsigned char)*p) ? toupper((unsigned char)*p) : tolower((unsigned char)*p));
    putchar('\n');
    return 0;
}
