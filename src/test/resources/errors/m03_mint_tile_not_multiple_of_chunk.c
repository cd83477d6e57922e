// expect: 14:40: the tile size along z (16) is not a multiple of the chunk size (3): each thread computes 3 points of the tile
// expect: 19:33: the tile size along x must be an integer constant
/* A tile of 16 planes along z with chunks of 3 planes per thread, and a tile size that is not a constant. */
#define N 32
double u[N][N][N], v[N][N][N];

int main(int argc, char **argv)
{
    int i, j, k, tx = 32;
#pragma mint copy(u, toDevice, N, N, N)
#pragma mint copy(v, toDevice, N, N, N)
#pragma mint parallel
    {
#pragma mint for nest(all) tile(32, 4, 16) chunksize(1, 1, 3)
        for (k = 1; k < N - 1; k++)
            for (j = 1; j < N - 1; j++)
                for (i = 1; i < N - 1; i++)
                    v[k][j][i] = 0.5 * u[k][j][i];
#pragma mint for nest(all) tile(tx, 4, 1)
        for (k = 1; k < N - 1; k++)
            for (j = 1; j < N - 1; j++)
                for (i = 1; i < N - 1; i++)
                    u[k][j][i] = 0.5 * v[k][j][i];
    }
#pragma mint copy(v, fromDevice, N, N, N)
    return 0;
}
