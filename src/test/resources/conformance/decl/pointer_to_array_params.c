// c99
// checks: pointer-to-array parameters (int (*m)[4]), 2-D arrays passed to them, row stepping
#include <stdio.h>

static int trace(int n, int (*m)[4])
{
    int i, s = 0;
    for (i = 0; i < n; i++)
        s += m[i][i];
    return s;
}

static void scale_row(int row[4], int k)
{
    int j;
    for (j = 0; j < 4; j++)
        row[j] *= k;
}

int main(void)
{
    int m[4][4];
    int i, j;
    int (*p)[4] = m;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 4; j++)
            m[i][j] = i * 4 + j;
    scale_row(m[2], 10);
    p++;
    printf("%d %d %d\n", trace(4, m), (*p)[1], p[1][2]);
    return 0;
}
