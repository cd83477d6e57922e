// c99
// checks: macro names inside string literals, character constants and comments are not replaced
#include <stdio.h>

#define N 5
#define A 'b'
#define hello goodbye

int main(void)
{
    const char *s = "N hello";
    char c = 'A';
    /* N hello */
    printf("%s %c %d %d\n", s, c, N, A);
    return 0;
}
