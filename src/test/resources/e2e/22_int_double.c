/* 22_int_double.c: int and double arrays (and mixed int/double/unsigned arithmetic) in kernels: an integer
 * hash into an int array, integer division and modulo, a double-precision prefix-free accumulation per row. */
#include <stdio.h>

#define N 4000
#define R 50
#define C 80

int KEYS[N];
int HASH[N];
double DV[R][C];
double ROWS[R];
long long LL[R];

int main(void)
{
    int i, j;
    long long sh = 0, sl = 0;
    double sr = 0.0;

    for (i = 0; i < N; i++)
        KEYS[i] = (i * 2654435761u) % 100003u;
    for (i = 0; i < R; i++)
        for (j = 0; j < C; j++)
            DV[i][j] = 1.0 + (double)((i * 31 + j * 17) % 1009) / 1009.0;

#pragma hicuda global alloc KEYS[*] copyin
#pragma hicuda global alloc HASH[*]
#pragma hicuda global alloc DV[*][*] copyin
#pragma hicuda global alloc ROWS[*]
#pragma hicuda global alloc LL[*]

#pragma hicuda kernel intHash tblock(16) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        unsigned int h = (unsigned int)KEYS[i];
        int r;
        for (r = 0; r < 4; r++)
            h = (h ^ (h >> 7)) * 2246822519u + (unsigned int)r;
        HASH[i] = (int)(h % 65521u) - 30000 + KEYS[i] / 7 - KEYS[i] % 13;
    }
#pragma hicuda kernel_end

#pragma hicuda kernel doubleRows tblock(5) thread(10)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < R; i++) {
        double s = 0.0;
        long long p = 0;
        for (j = 0; j < C; j++) {
            s += DV[i][j] * DV[i][j] / (double)(j + 1);
            p += (long long)(DV[i][j] * 1000.0);
        }
        ROWS[i] = s;
        LL[i] = p;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout HASH[*]
#pragma hicuda global copyout ROWS[*]
#pragma hicuda global copyout LL[*]
#pragma hicuda global free KEYS HASH DV ROWS LL

    for (i = 0; i < N; i++)
        sh += HASH[i];
    for (i = 0; i < R; i++) {
        sr += ROWS[i];
        sl += LL[i];
    }
    printf("sumHASH %lld\nsumROWS %.5f\nsumLL %lld\n", sh, sr, sl);
    for (i = 0; i < N; i += 333)
        printf("HASH[%d] = %d\n", i, HASH[i]);
    for (i = 0; i < R; i += 7)
        printf("ROWS[%d] = %.5f LL[%d] = %lld\n", i, ROWS[i], i, LL[i]);
    return 0;
}
