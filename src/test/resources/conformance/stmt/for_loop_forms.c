// c99
// checks: for loops with empty parts, several counters with the comma operator, counting down with unsigned, a loop whose body never runs
#include <stdio.h>

int main(void)
{
    unsigned u;
    int i = 0, j, sum = 0, never = 0;
    for (; i < 3;)
        sum += i++;
    for (i = 0, j = 9; i < j; i += 2, j -= 1)
        sum += j - i;
    for (u = 5; u-- > 0;)
        sum += (int)u;
    for (i = 10; i < 0; i++)
        never++;
    printf("%d %d %u\n", sum, never, u);
    return 0;
}
