// c99
// checks: # does not expand its argument (STR(__LINE__) is "__LINE__") while XSTR does (the line number, 12), same for an object-like macro
#include <stdio.h>

#define STR(x) #x
#define XSTR(x) STR(x)
#define VALUE 3 + 4

int main(void)
{
    printf("%s %s\n", STR(__LINE__), STR(VALUE));
    printf("%s %s\n", XSTR(__LINE__), XSTR(VALUE));
    return 0;
}
