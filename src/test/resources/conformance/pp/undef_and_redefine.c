// c99
// checks: #undef then a new definition, identical redefinitions (white space may differ in amount), a name used as an ordinary identifier after #undef
#include <stdio.h>

#define V 1
static int first = V;
#undef V
#define V 2
#define SUM(a, b) ((a) + (b))
#define SUM(a, b) ((a)   +   (b))       /* same tokens: a valid redefinition */

int main(void)
{
    int second = V;
#undef V
    int V = 3;                           /* a plain variable now */
#undef NEVER_DEFINED
    printf("%d %d %d %d\n", first, second, V, SUM(V, 4));
    return 0;
}
