// c99
// checks: empty macro arguments (F(, 1), F(2, ), F(,)), an empty argument pasted, stringized and passed on
#include <stdio.h>

#define F(a, b) (a b + 100)
#define CAT(x, y) x##y
#define STR(x) #x
#define XSTR(x) STR(x)
#define FIRST(a, b) a
#define SECOND(a, b) b
#define ID(x) x

int main(void)
{
    int v12 = 12;
    printf("%d %d %d\n", F(, 1), F(2, ), F(-, 5));   /* ( 1 + 100) (2 + 100) (- 5 + 100) */
    printf("%d %d %d\n", CAT(, 7), CAT(v, 12), CAT(3, ) + 1);
    printf("[%s] [%s] [%s]\n", STR(), XSTR(ID()), XSTR(FIRST(, x)));
    printf("%d\n", SECOND(, 4) + ID() 5);
    return 0;
}
