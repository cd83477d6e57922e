// c99
// checks: dangling else binds to the nearest if, else-if chains, nested conditions without braces
#include <stdio.h>

static const char *grade(int v)
{
    if (v >= 90) return "A";
    else if (v >= 80) return "B";
    else if (v >= 70) return "C";
    else return "F";
}

int main(void)
{
    int a = 1, b = 0, r = 0;
    if (a)
        if (b)
            r = 1;
        else
            r = 2;          /* belongs to if (b) */
    printf("%d %s %s %s\n", r, grade(95), grade(72), grade(10));
    return 0;
}
