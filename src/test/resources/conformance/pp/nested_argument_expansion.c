// c99
// checks: arguments are fully macro-expanded before substitution (ID(ID(ID(3)))), a macro name passed as an argument and called inside
#include <stdio.h>

#define ID(x) x
#define TWICE(f, x) f(f(x))
#define INC(x) ((x) + 1)
#define N 10
#define ADD(a, b) ((a) + (b))

int main(void)
{
    printf("%d %d %d\n", ID(ID(ID(3))), TWICE(INC, N), ADD(ID(N), INC(N)));
    return 0;
}
