/* 71_mint_jacobi2d_float_rows.c: a 2-D five-point Jacobi in single precision on a pointer to rows,
 * float (*x)[NX], of 70 x 45 points (not multiples of the 32 x 4 tile), each thread computing a chunk
 * of 2 rows (chunksize(1, 2)); the two grids are swapped in the host code of the region without a
 * single section, and a barrier waits for the device before the next sweep.  An even number of sweeps
 * leaves the result in x. */
#include <stdio.h>
#include <stdlib.h>

#define NX 70
#define NY 45

int main(void)
{
    float (*x)[NX] = (float (*)[NX]) malloc(sizeof(float) * NX * NY);
    float (*y)[NX] = (float (*)[NX]) malloc(sizeof(float) * NX * NY);
    float (*b)[NX] = (float (*)[NX]) malloc(sizeof(float) * NX * NY);
    int i, j, s;
    double sum = 0.0;
    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++) {
            x[j][i] = (i == 0 || j == 0 || i == NX - 1 || j == NY - 1) ? 0.0f : (float)((i * 5 + j * 3) % 7) * 0.25f;
            y[j][i] = x[j][i];
            b[j][i] = (float)((i + 2 * j) % 5) * 0.01f;
        }
#pragma mint copy(x, toDevice, NX, NY)
#pragma mint copy(y, toDevice, NX, NY)
#pragma mint copy(b, toDevice, NX, NY)
#pragma mint parallel
    {
        for (s = 0; s < 6; s++) {
            float (*tmp)[NX];
#pragma mint for nest(2) tile(32, 4) chunksize(1, 2)
            for (j = 1; j < NY - 1; j++)
                for (i = 1; i < NX - 1; i++)
                    y[j][i] = -0.25f * (b[j][i] - (x[j - 1][i] + x[j + 1][i]) - (x[j][i - 1] + x[j][i + 1]));
#pragma mint barrier
            tmp = x;
            x = y;
            y = tmp;
        }
    }
#pragma mint copy(x, fromDevice, NX, NY)
    for (j = 0; j < NY; j++)
        for (i = 0; i < NX; i++)
            sum += x[j][i] * (float)(1 + (i * j) % 3);
    printf("sum %.6f\n", sum);
    printf("x[1][1] %.6f x[22][35] %.6f\n", x[1][1], x[22][35]);
    return 0;
}
