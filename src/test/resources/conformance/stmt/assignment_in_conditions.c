// c99
// checks: assignments and side effects inside loop and if conditions (while ((c = *s++) != 0)), comma operator in a while condition
#include <stdio.h>

int main(void)
{
    const char *s = "hello";
    int c, n = 0, vowels = 0, i = 0, last = 0;
    while ((c = *s++) != 0) {
        n++;
        if ((last = c) == 'e' || c == 'o')
            vowels++;
    }
    while (i++, i < 5)
        ;
    printf("%d %d %c %d\n", n, vowels, last, i);
    return 0;
}
