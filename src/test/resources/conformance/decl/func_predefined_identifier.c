// c99
// checks: __func__ is a static char array holding the function name (C99 6.4.2.2)
#include <stdio.h>
#include <string.h>

static const char *who(void) { return __func__; }

int main(void)
{
    printf("%s %s %d %d\n", __func__, who(), (int)sizeof __func__, (int)strlen(who()));
    return 0;
}
