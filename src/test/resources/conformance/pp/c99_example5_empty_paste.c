// c99
// checks: C99 6.10.3.5 EXAMPLE 5: t(x,y,z) x ## y ## z with empty arguments in every position
#include <stdio.h>

#define t(x,y,z) x ## y ## z

int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
            t(10,,), t(,11,), t(,,12), t(,,) };

int main(void)
{
    int k, n = (int)(sizeof j / sizeof j[0]);
    printf("%d:", n);
    for (k = 0; k < n; k++)
        printf(" %d", j[k]);
    printf("\n");
    return 0;
}
