// checks: GNU named variadic macro parameters (args...) with ## args, and stringizing the named pack
#include <stdio.h>

#define P(fmt, args...) printf(fmt, ## args)
#define COUNT(args...) (sizeof((int[]){0, ## args}) / sizeof(int) - 1)
#define NAMES(list...) #list

int main(void)
{
    P("plain\n");
    P("%d-%d\n", 1, 2);
    printf("%d %d\n", (int)COUNT(), (int)COUNT(4, 5, 6));
    printf("%s\n", NAMES(a, b, c));
    return 0;
}
