// checks: x ?: y (GNU): the first operand is evaluated once and is the result when nonzero
#include <stdio.h>

static int calls;
static int next(void) { return ++calls; }

int main(void)
{
    int zero = 0, five = 5;
    const char *name = NULL;
    int a = next() ?: 100;          /* next() called once: 1 */
    int b = zero ?: 7;
    printf("%d %d %d %d\n", a, b, five ?: 9, calls);
    printf("%s\n", name ?: "(null)");
    return 0;
}
