// c99
// checks: extern arrays of unknown size, declared before and completed by the definition; sizeof after completion
#include <stdio.h>

extern int primes[];
extern const char msg[];

static int sum_first(int n)
{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += primes[i];
    return s;
}

int primes[] = {2, 3, 5, 7, 11};
const char msg[] = "primes";

int main(void)
{
    printf("%s %d %d %d\n", msg, sum_first(3), (int)(sizeof primes / sizeof primes[0]), (int)sizeof msg);
    return 0;
}
