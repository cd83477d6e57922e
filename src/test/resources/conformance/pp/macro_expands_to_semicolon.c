// c99
// checks: macros that expand to punctuation: #define SEMI ; used as return 1 SEMI, braces, a comma inside an argument list, an operator
#include <stdio.h>

#define SEMI ;
#define BEGIN {
#define END }
#define COMMA ,
#define PLUS +
#define ARROW ->

struct pt { int x, y; };

static int one(void)
BEGIN
    return 1 SEMI
END

static int add(int a, int b) { return a + b; }

int main(void)
BEGIN
    struct pt p = {3 COMMA 4}, *pp = &p;
    int s = add(10 COMMA 20) SEMI
    printf("%d %d %d %d\n", one() PLUS 1, s, pp ARROW y, p.x) SEMI
    return 0 SEMI
END
