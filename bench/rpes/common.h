/* rpes: shared input construction (used by every version).
 * A shell pair (AB) is stored as its KP = 16 primitive pairs (4 x 4 primitives),
 * each as 5 floats: p = a+b, the Gaussian product centre P = (aA+bB)/p, and
 * Kab = cA*cB*exp(-ab/p |A-B|^2).  Centres A uniform in a 16-bohr box, B within
 * 1 bohr of A; exponents log-uniform in [0.1, 10]; contraction coefficients in
 * [0.1, 1]. */
#define KPRIM 4
#define KP (KPRIM * KPRIM)
#define PI_F 3.14159265358979f
#define TWO_PI_52 34.98683665524972f  /* 2 * pi^(5/2) */

static void rpes_pairs(float *pr, int npairs, uint64_t seed)
{
    int s, i, j;
    double *u = (double *)malloc(sizeof(double) * 22 * npairs);
    bench_fill_f64(u, (size_t)22 * npairs, seed, 0.0, 1.0);
    for (s = 0; s < npairs; s++) {
        const double *v = u + 22 * s;
        double A[3], B[3], ea[KPRIM], eb[KPRIM], ca[KPRIM], cb[KPRIM], r2 = 0;
        for (i = 0; i < 3; i++) { A[i] = 16.0 * v[i]; B[i] = A[i] + 2.0 * v[3 + i] - 1.0; r2 += (A[i] - B[i]) * (A[i] - B[i]); }
        for (i = 0; i < KPRIM; i++) {
            ea[i] = pow(10.0, 2.0 * v[6 + i] - 1.0);
            eb[i] = pow(10.0, 2.0 * v[10 + i] - 1.0);
            ca[i] = 0.1 + 0.9 * v[14 + i];
            cb[i] = 0.1 + 0.9 * v[18 + i];
        }
        for (i = 0; i < KPRIM; i++)
            for (j = 0; j < KPRIM; j++) {
                double p = ea[i] + eb[j];
                float *o = pr + ((size_t)s * KP + i * KPRIM + j) * 5;
                o[0] = (float)p;
                o[1] = (float)((ea[i] * A[0] + eb[j] * B[0]) / p);
                o[2] = (float)((ea[i] * A[1] + eb[j] * B[1]) / p);
                o[3] = (float)((ea[i] * A[2] + eb[j] * B[2]) / p);
                o[4] = (float)(ca[i] * cb[j] * exp(-ea[i] * eb[j] / p * r2));
            }
    }
    free(u);
}
