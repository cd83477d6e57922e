// expect: 17:19: 'mint copy' of 'q', which is not declared here
// expect: 18:19: 'n' is an int, not an array: 'mint copy' copies C arrays, pointers to arrays and pointers to array data
// expect: 19:36: size Ny = 64 of 'mint copy' disagrees with the type of 'u' (double[32][64]), whose y dimension has 32 elements
// expect: 20:36: 'mint copy' of 'g' gives 2 sizes but 'g' (double ***) has 3 dimensions
// expect: 21:22: the two arrays of 'copy' must have the same type: 'w' is double[32][64] and 'f' is float[32][64]
/* Copies of an undeclared array, of a scalar, with sizes that disagree with the array's type, with too few
 * sizes for a pointer grid, and of two arrays of different types. */
#define NX 64
#define NY 32
double u[NY][NX], w[NY][NX];
float f[NY][NX];

int main(void)
{
    int n = 4, i, j;
    double ***g = 0;
#pragma mint copy(q, toDevice, NX, NY)
#pragma mint copy(n, toDevice, 1)
#pragma mint copy(u, toDevice, NY, NX)
#pragma mint copy(g, toDevice, NX, NY)
#pragma mint copy(w, f, toDevice, NX, NY)
#pragma mint parallel
    {
#pragma mint for
        for (j = 0; j < NY; j++)
            for (i = 0; i < NX; i++)
                u[j][i] = 1.0;
    }
    return 0;
}
