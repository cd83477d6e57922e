// c99
// checks: while and do-while loops: a do-while body runs at least once, conditions with side effects, while with an empty body
#include <stdio.h>

int main(void)
{
    int i = 10, n = 0, k = 0;
    const char *s = "abcdef", *p = s;
    do {
        n++;
    } while (i < 5);
    while (*p++)
        ;
    while (k++ < 5)
        n += k;
    printf("%d %d %d\n", n, (int)(p - s), k);
    i = 0;
    do i += 3; while (i < 10);
    printf("%d\n", i);
    return 0;
}
