// c99
// checks: ## building identifiers: generated function names, variables, struct members, pasting with a macro argument that is itself a macro (not expanded before ##)
#include <stdio.h>

#define GETTER(name, type) static type get_##name(const struct cfg *c) { return c->name; }
#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define ONE 1

struct cfg { int width; double ratio; };
GETTER(width, int)
GETTER(ratio, double)

int main(void)
{
    struct cfg c = {640, 1.5};
    int ONE2 = 100, v1 = 7, CAT(tmp_, 3) = 30;
    printf("%d %.1f\n", get_width(&c), get_ratio(&c));
    printf("%d %d\n", CAT(ONE, 2), XCAT(ONE, 2));   /* ONE2 (the variable) vs 12 */
    printf("%d %d\n", XCAT(v, ONE), tmp_3);
    return 0;
}
