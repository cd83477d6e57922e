// c99
// checks: a macro named like the variable it stands for (#define s s, #define x (x+1)): no infinite expansion, the inner name is the variable
#include <stdio.h>

int s = 3;
int x = 5;
static int f(int v) { return v * 2; }

#define s s
#define x (x + 1)
#define f(a) f((a) + 100)

int main(void)
{
    printf("%d %d %d\n", s, x, x * 2);   /* 3, 6, 12 */
    printf("%d\n", f(1));                 /* f((1) + 100) = 202 */
    printf("%d\n", f(f(0)));              /* f((f((0) + 100)) + 100) = 600 */
    return 0;
}
