// c99
// checks: VLA parameters (int n, double a[n][n]), [*] in a prototype, a pointer-to-VLA local, sizeof of a VLA parameter row
#include <stdio.h>

double trace(int n, double a[*][*]);
static void fill(int r, int c, int m[r][c]);

double trace(int n, double a[n][n])
{
    double s = 0;
    int i;
    for (i = 0; i < n; i++)
        s += a[i][i];
    return s;
}

static void fill(int r, int c, int m[r][c])
{
    int i, j;
    for (i = 0; i < r; i++)
        for (j = 0; j < c; j++)
            m[i][j] = i * c + j;
    printf("row bytes %d\n", (int)sizeof m[0]);
}

int main(void)
{
    int n = 3, i, j;
    double a[n][n];
    int m[2][5];
    int k[2][3];
    int (*rowp)[n] = k;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = i + j * 0.5;
    fill(2, 5, m);
    fill(2, n, k);
    printf("%.1f %d %d %d\n", trace(n, a), m[1][4], rowp[1][0], rowp[1][2]);
    return 0;
}
