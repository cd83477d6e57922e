// c99
// checks: F LPAREN 3) where LPAREN expands to ( does not invoke the function-like macro F: the function F is called (1003, not 6)
#include <stdio.h>

static int F(int v) { return v + 1000; }

#define LPAREN (
#define F(x) ((x) * 2)
#define G F LPAREN 3)
#define APPLY(m, x) m(x)

int main(void)
{
    printf("%d %d %d\n", G, F(3), APPLY(F, 3));
    return 0;
}
