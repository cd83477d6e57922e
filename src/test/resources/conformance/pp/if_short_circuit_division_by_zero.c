// c99
// checks: #if with a division by zero in an operand that &&, || or ?: does not evaluate (gcc accepts: #if 0 && (1/0), #if 1 || 1/0, #if 0 ? 1/0 : 2)
#include <stdio.h>

#define ZERO 0

int main(void)
{
    int n = 0;
#if 0 && (1/0)
    n += 1000;
#else
    n += 1;
#endif
#if 1 || 1/0
    n += 10;
#endif
#if 0 ? 1/0 : 2
    n += 100;
#endif
#if ZERO && (10 % ZERO)
    n += 1000;
#endif
#if defined(ZERO) || 1/ZERO
    n += 10000;
#endif
    printf("%d\n", n);
    return 0;
}
