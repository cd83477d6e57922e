// checks: an enum tag used before its definition (GNU C accepts incomplete enum types as pointers and in prototypes)
#include <stdio.h>

enum color;                             /* forward declaration: GNU extension */
static int describe(enum color *c);

enum color { RED = 3, GREEN = 5, BLUE = 9 };

static int describe(enum color *c) { return (int)*c * 10; }

int main(void)
{
    enum color c = GREEN;
    enum color *pc = &c;
    printf("%d %d\n", describe(pc), (int)BLUE);
    return 0;
}
