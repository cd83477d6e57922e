// flags: -lm
// checks: <complex.h> double complex: I, +, *, /, creal, cimag, conj, cabs, cexp(i*pi); float complex sizeof
#include <stdio.h>
#include <complex.h>
#include <math.h>

int main(void)
{
    double complex a = 1.0 + 2.0 * I;
    double complex b = 3.0 - 1.0 * I;
    double complex p = a * b, q = a / b, e;
    volatile double pi = M_PI;
    printf("%.2f %.2f\n", creal(p), cimag(p));
    printf("%.2f %.2f\n", creal(q), cimag(q));
    printf("%.2f %.2f %.4f\n", creal(conj(a)), cimag(conj(a)), cabs(b));
    e = cexp(I * pi);
    printf("%.4f %.4f\n", creal(e), fabs(cimag(e)) < 1e-12 ? 0.0 : cimag(e));
    printf("%d %d\n", (int)sizeof(float complex), (int)sizeof(double complex));
    return 0;
}
