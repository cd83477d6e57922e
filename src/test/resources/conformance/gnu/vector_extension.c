// checks: GNU vector types (vector_size(16)): element-wise +, *, subscripting and comparison, sizeof
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));

int main(void)
{
    v4si a = {1, 2, 3, 4}, b = {10, 20, 30, 40};
    v4si c = a + b * 2, m = a > 2;
    printf("%d %d %d %d %d\n", c[0], c[1], c[2], c[3], (int)sizeof(v4si));
    printf("%d %d %d %d\n", m[0], m[1], m[2], m[3]);
    return 0;
}
