// c99
// checks: in a C #if, 'true' and 'false' are undefined identifiers (0) when <stdbool.h> is not included (in C++ true is 1)
#include <stdio.h>

int main(void)
{
#if true
    puts("true is 1 (C++ rules)");
#else
    puts("true is 0 (C rules)");
#endif
#if !false && !true
    puts("both are 0");
#endif
    return 0;
}
