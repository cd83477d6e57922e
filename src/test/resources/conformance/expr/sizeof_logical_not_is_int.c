// c99
// checks: sizeof(!a), sizeof(a == b), sizeof(a < b), sizeof(a && b) are sizeof(int) in C (1 would be C++'s bool); the values used in arithmetic
#include <stdio.h>

int main(void)
{
    int a = 5, b = 7;
    double d = 0.0;
    printf("%d %d %d %d %d\n", (int)sizeof(!a), (int)sizeof(a == b), (int)sizeof(a < b),
           (int)sizeof(a && b), (int)sizeof(!d));
    printf("%d %d\n", (int)sizeof(int), (int)sizeof(!a) == (int)sizeof(int));
    printf("%d %d\n", (a < b) + (a < b), !a - 1);
    return 0;
}
