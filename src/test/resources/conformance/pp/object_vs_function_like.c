// c99
// checks: a function-like macro name not followed by ( is not expanded: (f)(1) and f as a function pointer call the function, f(1) uses the macro
#include <stdio.h>

static int (f)(int v) { return v; }     /* parentheses: the definition is not a macro call */
#define f(v) ((v) + 100)

#define F(x) (x * 2)
static int F = 7;                         /* a variable named like a function-like macro */

int main(void)
{
    int (*p)(int) = f;
    printf("%d %d %d\n", f(1), (f)(1), p(1));
    printf("%d %d\n", F(3), F);
    return 0;
}
