// c99
// checks: the result of ## is rescanned (CAT(A, B) gives AB, a macro, which expands to 42); arguments next to ## are not expanded first
#include <stdio.h>

#define CAT(a, b) a##b
#define XCAT(a, b) CAT(a, b)
#define AB 42
#define A X
#define B Y
#define XY 7
#define MAKE_CALL(fn) CAT(do_, fn)(2)

static int do_twice(int v) { return 2 * v; }

int main(void)
{
    printf("%d %d\n", CAT(A, B), XCAT(A, B));    /* AB -> 42; XY -> 7 */
    printf("%d\n", MAKE_CALL(twice));
    return 0;
}
