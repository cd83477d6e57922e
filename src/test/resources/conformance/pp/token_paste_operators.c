// c99
// checks: ## forming operators (+=, <<, ->, &&, ==, ++) and numbers (1 ## 2, 0x ## 1F, 1.5 ## e3), L ## 'a'
#include <stdio.h>

#define CAT(a, b) a ## b

struct s { int f; };

int main(void)
{
    int x = 5, y = 3;
    struct s v = {9}, *p = &v;
    x CAT(+, =) 10;                         /* x += 10 */
    printf("%d %d %d\n", x, 1 CAT(<, <) 4, p CAT(-, >) f);
    printf("%d %d\n", x CAT(=, =) 15, (x > 0) CAT(&, &) (y > 5));
    y CAT(+, +);
    printf("%d %d %d %g\n", y, CAT(1, 2), CAT(0x, 1F), CAT(1.5, e3));
    printf("%d\n", (int)sizeof(CAT(L, 'a')));
    return 0;
}
