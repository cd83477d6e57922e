// c99
// checks: linkage rules: a function declared static then defined without static, extern after static keeps internal linkage, extern at block scope finding the static
#include <stdio.h>

static int helper(int);
int helper(int v) { return v + 100; }   /* still internal linkage */

static int counter = 5;
extern int counter;                     /* refers to the static one */

int main(void)
{
    extern int counter;
    counter++;
    printf("%d %d\n", helper(1), counter);
    return 0;
}
