// c99
// checks: #x next to string literals ("<" #x ">"), stringizing normalizes white space and escapes quotes and backslashes, SHOW(expr) printing its own text
#include <stdio.h>

#define STR(x) "<" #x ">"
#define SHOW(e) printf(#e " = %d\n", (e))
#define Q(x) #x

int main(void)
{
    int a = 2, b = 3;
    printf("%s\n", STR(hello));
    printf("%s\n", STR(  a    +
                          b  ));
    SHOW(a * b + 1);
    SHOW(a<<b);
    printf("%s\n", Q("quoted\n" 'c' '\\'));
    printf("%d\n", (int)sizeof(Q(ab)));
    return 0;
}
