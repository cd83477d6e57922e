// expect: 14:1: 'mint parallel' must be followed by a block { ... }: the accelerated region
// expect: 20:1: 'mint parallel' regions cannot be nested (this one is inside the region of line 18)
// expect: 23:1: 'mint for' must be followed by a for loop
// expect: 27:30: the bounds of loop 'i' use 'j', the variable of a loop around it in the 'mint for' nest: Mint partitions rectangular nests
/* 'mint parallel' before a statement that is not a block, nested regions, a 'mint for' not followed by a
 * loop, and a loop whose bounds depend on an outer loop of the nest. */
#define N 64
float a[N][N];

int main(void)
{
    int i, j;
#pragma mint copy(a, toDevice, N, N)
#pragma mint parallel
    for (i = 0; i < N; i++)
        a[i][0] = 0.0f;
#pragma mint copy(a, toDevice, N, N)
#pragma mint parallel
    {
#pragma mint parallel
        {
        }
#pragma mint for
        i = 0;
#pragma mint for nest(2)
        for (j = 0; j < N; j++)
            for (i = 0; i <= j; i++)
                a[j][i] = 1.0f;
    }
    return 0;
}
