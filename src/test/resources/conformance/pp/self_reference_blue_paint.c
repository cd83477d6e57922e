// c99
// checks: recursion rules: a self-referential macro is not re-expanded, indirect recursion (a -> b -> a) stops at the painted name, a macro name reaching its own argument
#include <stdio.h>

int a = 1, b = 2, foo = 10;

#define a b
#define b a
#define foo (4 + foo)
#define twice(v) (2 * (v))
#define g(x) x + twice(x)

int main(void)
{
    printf("%d %d\n", a, b);              /* a -> b -> a (painted): the variable a; likewise b */
    printf("%d\n", foo);                  /* (4 + foo) = 14 */
    printf("%d\n", g(foo));               /* (4 + foo) + (2 * ((4 + foo))) = 42 */
    printf("%d\n", twice(twice(3)));      /* 12: arguments are fully expanded first */
    return 0;
}
