// expect: 13:18: 'nest(3)' asks for 3 loops but the loops after 'mint for' are perfectly nested only 2 deep (each loop of the nest must be the only statement of the one around it)
/* nest(3) over loops nested perfectly only two deep: a statement stands between the second and the third. */
#define N 32
double u[N][N][N], v[N][N][N];

int main(void)
{
    int i, j, k;
#pragma mint copy(u, toDevice, N, N, N)
#pragma mint copy(v, toDevice, N, N, N)
#pragma mint parallel
    {
#pragma mint for nest(3) tile(32, 4, 1)
        for (k = 1; k < N - 1; k++)
            for (j = 1; j < N - 1; j++) {
                double w = 0.5;
                for (i = 1; i < N - 1; i++)
                    v[k][j][i] = w * u[k][j][i];
            }
    }
#pragma mint copy(v, fromDevice, N, N, N)
    return 0;
}
