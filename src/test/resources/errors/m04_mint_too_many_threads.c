// expect: 15:26: the tile and chunk sizes give 2048 threads a block (64 x 32); the limit is 1024
// expect: 19:18: the tile and chunk sizes give 128 threads a block along z; the limit is 64
/* 64 x 32 threads a block (the limit is 1024), and 128 threads along z (the limit is 64). */
#define N 128
float u[N][N], v[N][N], w[N][N][N];

int main(void)
{
    int i, j, k;
#pragma mint copy(u, toDevice, N, N)
#pragma mint copy(v, toDevice, N, N)
#pragma mint copy(w, toDevice, N, N, N)
#pragma mint parallel
    {
#pragma mint for nest(2) tile(64, 32)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                v[j][i] = u[j][i];
#pragma mint for tile(1, 4, 128)
        for (k = 0; k < N; k++)
            for (j = 0; j < N; j++)
                for (i = 0; i < N; i++)
                    w[k][j][i] = 0.0f;
    }
#pragma mint copy(v, fromDevice, N, N)
    return 0;
}
