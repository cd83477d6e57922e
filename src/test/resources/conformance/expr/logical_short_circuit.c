// c99
// checks: && and || short-circuit (right side not evaluated), results are 0/1 ints, sequence point after the left operand
#include <stdio.h>

static int calls;
static int t(int v) { calls++; return v; }

int main(void)
{
    int i = 0;
    int r1 = t(0) && t(1);
    int r2 = t(1) || t(0);
    int r3 = t(2) && t(3);
    int r4 = (i++ == 0) && (i == 1);
    printf("%d %d %d %d calls=%d\n", r1, r2, r3, r4, calls);
    printf("%d %d\n", 5 || 0, -3 && 2);
    return 0;
}
