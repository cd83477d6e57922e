// c99
// checks: a declaration with an empty parameter list (unspecified parameters in C, not 'no parameters' as in C++) called with arguments
#include <stdio.h>

int add();                      /* no prototype: any arguments */
double scale();

int main(void)
{
    printf("%d\n", add(2, 3));
    printf("%.2f\n", scale(1.5, 4));
    return 0;
}

int add(int a, int b) { return a + b; }
double scale(double x, int k) { return x * k; }
