// c99
// checks: sizeof does not evaluate its (non-VLA) operand: function not called, increments not done; sizeof without parentheses; sizeof (int) * 2
#include <stdio.h>

static int calls;
static int f(void) { calls++; return 1; }

int main(void)
{
    int x = 5;
    double d = 1.0;
    size_t a = sizeof(x++);
    size_t b = sizeof f();
    size_t c = sizeof d * 2;           /* (sizeof d) * 2 */
    size_t e = sizeof (int) * 2;       /* (sizeof(int)) * 2 */
    printf("%d %d %d %d %d %d\n", (int)a, (int)b, (int)c, (int)e, x, calls);
    return 0;
}
