// checks: a typeof-based SWAP macro for several types, a cast to a union type (GNU), __real__/__imag__ of a GNU complex int
#include <stdio.h>

#define SWAP(a, b) do { typeof(a) t_ = (a); (a) = (b); (b) = t_; } while (0)

union num { int i; double d; };

static double as_double(union num n) { return n.d; }

int main(void)
{
    int a = 1, b = 2;
    double x = 1.5, y = -1.5;
    __complex__ int z = 3 + 4i;
    SWAP(a, b);
    SWAP(x, y);
    printf("%d %d %.1f %.1f\n", a, b, x, y);
    printf("%.2f\n", as_double((union num)2.25));
    printf("%d %d\n", __real__ z, __imag__ z);
    return 0;
}
