// c99
// checks: __LINE__ gives the physical line of the use (here 9, 10 and 13), including inside a macro expanded on that line
#include <stdio.h>

#define HERE __LINE__

int main(void)
{
    int a = __LINE__;
    int b = HERE;
    int c = 0;
    c +=
        __LINE__;
    printf("%d %d %d\n", a, b, c);
    return 0;
}
