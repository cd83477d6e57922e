// c99
// checks: fully braced initializers of nested arrays and structs containing arrays
#include <stdio.h>

struct seg { int a[2]; struct { int x, y; } p; };

int main(void)
{
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int t[2][2][2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
    struct seg s[2] = {{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}};
    int partial[3][3] = {{1}, {2, 3}, {4, 5, 6}};
    printf("%d %d %d\n", m[1][0], t[1][0][1], t[0][1][1]);
    printf("%d %d %d %d\n", s[0].a[1], s[0].p.x, s[1].p.y, s[1].a[0]);
    printf("%d %d %d %d\n", partial[0][1], partial[1][1], partial[1][2], partial[2][2]);
    return 0;
}
