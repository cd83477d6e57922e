// c99
// checks: for-loop declarations (for (int i = 0, j = 10; ...)), a body that redeclares the loop variable (legal in C, an error in C++), loop variable scope ends after the loop
#include <stdio.h>

int main(void)
{
    int i = 100, sum = 0;
    for (int i = 0, j = 10; i < j; i++, j--)
        sum += j - i;
    printf("%d %d\n", i, sum);
    for (int k = 0; k < 3; k++) {
        int k = 7;          /* a new object in the body's block */
        sum += k;
    }
    printf("%d\n", sum);
    for (struct { int a, b; } s = {0, 1}; s.a < 5; s.a++)
        sum += s.b;
    printf("%d\n", sum);
    return 0;
}
