// c99
// checks: #line N and #line N "file" set __LINE__ and __FILE__ for the following lines; #line with a macro
#include <stdio.h>

#define BASE 300

int main(void)
{
#line 100
    int a = __LINE__;
    int b = __LINE__;
#line 200 "renamed.c"
    const char *f = __FILE__;
    int c = __LINE__;
#line BASE
    int d = __LINE__;
    printf("%d %d %s %d %d\n", a, b, f, c, d);
    return 0;
}
