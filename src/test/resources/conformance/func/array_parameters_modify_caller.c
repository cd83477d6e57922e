// c99
// checks: array parameters are pointers: the callee modifies the caller's array, 2-D array parameter with a fixed inner size, a const array parameter
#include <stdio.h>

static void twice_all(int a[], int n) { int i; for (i = 0; i < n; i++) a[i] *= 2; }
static int corner_sum(int m[][3], int rows) { return m[0][0] + m[rows - 1][2]; }
static int total(const int a[4]) { return a[0] + a[1] + a[2] + a[3]; }

int main(void)
{
    int a[4] = {1, 2, 3, 4};
    int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
    twice_all(a, 4);
    twice_all(m[1], 3);
    printf("%d %d %d\n", a[3], corner_sum(m, 2), total(a));
    return 0;
}
