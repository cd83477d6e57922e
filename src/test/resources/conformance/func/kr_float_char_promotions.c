// c99
// checks: K&R definitions with float, char and short parameters: callers pass promoted double/int, the callee converts back (float precision and char truncation are visible)
#include <stdio.h>

double half(f)
float f;
{
    return f / 2;                   /* f is the double argument converted to float */
}

int low(c, s)
char c;
short s;
{
    return c + s;
}

int main(void)
{
    printf("%.12f\n", half(0.1));   /* 0.05 computed from (float)0.1 */
    printf("%d\n", low(0x141, 0x10005));   /* (char)0x141 == 'A' == 65, (short)0x10005 == 5 */
    return 0;
}
