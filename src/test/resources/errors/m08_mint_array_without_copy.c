// expect: 16:1: 'mint copy' inside the 'mint parallel' region of line 14: copy the data before the region (toDevice) or after it (fromDevice)
// expect: 20:37: 'z' is used in the 'mint for' loop nest of line 17 but has no device copy: add '#pragma mint copy(z, toDevice, ...)' before the 'mint parallel' region of line 14
// expect: 23:13: loop 2 of the 'mint for' nest must have the form for (v = a; v < b; v++) (or <=, >, >=, and a constant step), with a body that changes neither v nor b
/* A loop nest uses an array that was not copied to the device, a copy stands inside the region, and a
 * loop of the nest is not a counted loop. */
#define N 128
double x[N][N], y[N][N], z[N][N];

int main(void)
{
    int i, j;
#pragma mint copy(x, toDevice, N, N)
#pragma mint copy(y, toDevice, N, N)
#pragma mint parallel
    {
#pragma mint copy(z, toDevice, N, N)
#pragma mint for nest(2)
        for (j = 0; j < N; j++)
            for (i = 0; i < N; i++)
                y[j][i] = x[j][i] + z[j][i];
#pragma mint for nest(2)
        for (j = 0; j < N; j++)
            for (i = 0; i != N; i++)
                x[j][i] = y[j][i];
    }
#pragma mint copy(y, fromDevice, N, N)
    return 0;
}
