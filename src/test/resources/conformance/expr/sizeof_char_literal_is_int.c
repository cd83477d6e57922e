// c99
// checks: sizeof('a') is sizeof(int) in C; character constants have type int (arithmetic, sizeof of a char variable vs a literal)
#include <stdio.h>

int main(void)
{
    char c = 'a';
    printf("%d %d %d\n", (int)sizeof('a'), (int)sizeof(c), (int)sizeof((char)'a'));
    printf("%d %d\n", (int)sizeof('\n'), (int)sizeof('a' + c));
    printf("%d %c\n", 'a' + 1, 'a' + 1);
    return 0;
}
