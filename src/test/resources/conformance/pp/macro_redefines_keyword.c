// c99
// checks: macros named like keywords change the program: #define float double (sizeof 8), #define private static, #define const (removed)
#include <stdio.h>

#define float double
#define private static
#define const

private int counter;

int main(void)
{
    const int limit = 3;
    float f = 1.0 / 3;
    limit = 4;                          /* legal: const expanded to nothing */
    counter += limit;
    printf("%d %.10f %d\n", (int)sizeof(float), f, counter);
    return 0;
}
