// c99
// checks: a # in an object-like macro body is not an operator; stringizing a # token; a macro expanding to a string with #
#include <stdio.h>

#define HASH #
#define STR(x) #x
#define XSTR(x) STR(x)
#define HASHES "##"

int main(void)
{
    printf("%s %s %s\n", XSTR(HASH), STR(#), HASHES);
    printf("%s\n", XSTR(HASH define X));
    return 0;
}
