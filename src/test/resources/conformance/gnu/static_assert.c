// checks: _Static_assert at file scope, block scope and inside a struct (C11); the program prints the sizes it asserted
#include <stdio.h>

_Static_assert(sizeof(int) == 4, "int is 32 bits");

struct rec {
    int a;
    _Static_assert(sizeof(char) == 1, "char is one byte");
    double d;
};

int main(void)
{
    _Static_assert(sizeof(struct rec) == 16, "rec is 16 bytes");
    printf("%d %d\n", (int)sizeof(int), (int)sizeof(struct rec));
    return 0;
}
