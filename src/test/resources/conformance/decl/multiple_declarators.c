// c99
// checks: several declarators in one declaration with different derived types, each initialized from the previous ones
#include <stdio.h>

static int f(void) { return 40; }

int main(void)
{
    int a = 1, *p = &a, arr[3] = {a, a + 1, a + 2}, (*fp)(void) = f, **pp = &p;
    char c = 'c', *s = "str", buf[4] = "ab";
    **pp += 10;
    printf("%d %d %d %d %d\n", a, *p, arr[2], fp(), (int)sizeof arr);
    printf("%c %s %s %d\n", c, s, buf, (int)sizeof buf);
    return 0;
}
