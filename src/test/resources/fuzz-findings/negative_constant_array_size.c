/* poly_constant.c: polynomial evaluation with the coefficients in constant memory ("constant copyin COEF[*]",
 * "constant remove COEF", gpgpu 2009 grammar): a degree-(NC-1) polynomial by Horner's rule at every point, and a
 * second, sectioned constant array (rows 1..3 of a table of polynomials, "constant copyin PT[1:3][*]") used by the
 * same kernel to evaluate three more polynomials. */
#include <stdio.h>

#define N 8192
#define NC -1
#define NP 5

float COEF[NC];
float PT[NP][4];
float X[N];
float Y[N];
float Z[N];

int main(void)
{
    int i, c, p;
    double sy = 0.0, sz = 0.0;

    for (c = 0; c < NC; c++)
        COEF[c] = 1.0f / (float)(c + 1);
    for (p = 0; p < NP; p++)
        for (c = 0; c < 4; c++)
            PT[p][c] = 0.25f * (float)(p + 1) + 0.125f * (float)c;
    for (i = 0; i < N; i++)
        X[i] = (float)i / (float)N;

#pragma hicuda constant copyin COEF[*]
#pragma hicuda constant copyin PT[1:3][*]
#pragma hicuda global alloc X[*] copyin
#pragma hicuda global alloc Y[*]
#pragma hicuda global alloc Z[*]

#pragma hicuda kernel polyEval tblock(32) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float x = X[i];
        float y = COEF[NC - 1];
        float z = 0.0f;
        for (c = NC - 2; c >= 0; c--)
            y = y * x + COEF[c];
        Y[i] = y;
        for (p = 1; p <= 3; p++)
            z += ((PT[p][3] * x + PT[p][2]) * x + PT[p][1]) * x + PT[p][0];
        Z[i] = z;
    }
#pragma hicuda kernel_end

#pragma hicuda global copyout Y[*]
#pragma hicuda global copyout Z[*]
#pragma hicuda global free X Y Z
#pragma hicuda constant remove COEF PT

    for (i = 0; i < N; i++) {
        sy += Y[i];
        sz += Z[i];
    }
    printf("meanY %.5f\nmeanZ %.5f\n", sy / N, sz / N);
    for (i = 0; i < N; i += 743)
        printf("x %.5f Y %.5f Z %.5f\n", X[i], Y[i], Z[i]);
    return 0;
}
