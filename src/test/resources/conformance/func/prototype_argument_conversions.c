// c99
// checks: arguments are converted to the prototype's parameter types (int to double, double to int, int to unsigned char), parameter names may differ between declaration and definition
#include <stdio.h>

double half(double value);
int trunc_int(int v);
unsigned char byte(unsigned char b);

int main(void)
{
    printf("%.1f %d %d\n", half(3), trunc_int(9.99), byte(300));
    return 0;
}

double half(double x) { return x / 2; }
int trunc_int(int x) { return x; }
unsigned char byte(unsigned char x) { return x; }
