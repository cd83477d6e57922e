// checks: __COUNTER__ increments at each expansion; unique names built by pasting it through a helper macro
#include <stdio.h>

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)
#define UNIQUE(base) CAT(base, __COUNTER__)

int main(void)
{
    int a = __COUNTER__;
    int b = __COUNTER__;
    int UNIQUE(tmp) = 10;           /* tmp2 */
    int UNIQUE(tmp) = 20;           /* tmp3 */
    printf("%d %d %d %d %d\n", a, b, tmp2, tmp3, __COUNTER__);
    return 0;
}
