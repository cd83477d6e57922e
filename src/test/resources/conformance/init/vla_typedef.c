// c99
// checks: a typedef of a VLA type fixes its size when the typedef is reached, later changes of n do not change it
#include <stdio.h>

int main(void)
{
    int n = 4;
    typedef int row[n];
    row a;
    n = 10;
    row b;
    int c[n];
    printf("%d %d %d\n", (int)sizeof a, (int)sizeof b, (int)sizeof c);
    return 0;
}
