/* tpacf: shared input construction (used by every version, so inputs and bin
 * boundaries are bit-identical).  Points: n data + n random, unit vectors
 * uniform on the sphere.  21 bin boundaries at angles 10^(b/5) arcmin,
 * b = 0..20 (1 arcmin .. 10^4 arcmin), stored as cosines (decreasing). */
#define NBND 21
#define NB 22
#define NBP 32   /* boundary table padded to a power of two with -2 (never > a cosine) */

static void tpacf_inputs(float *pts, int n2, float *binb)
{
    int i, b;
    double *u = (double *)malloc(sizeof(double) * 2 * n2);
    bench_fill_f64(u, (size_t)2 * n2, 61, 0.0, 1.0);
    for (i = 0; i < n2; i++) {
        double ra = 2.0 * 3.14159265358979323846 * u[2 * i], z = 2.0 * u[2 * i + 1] - 1.0;
        double rxy = sqrt(1.0 - z * z);
        pts[3 * i + 0] = (float)(rxy * cos(ra));
        pts[3 * i + 1] = (float)(rxy * sin(ra));
        pts[3 * i + 2] = (float)z;
    }
    for (b = 0; b < NBP; b++)
        binb[b] = b < NBND ? (float)cos(pow(10.0, b / 5.0) / 60.0 * 3.14159265358979323846 / 180.0) : -2.0f;
    free(u);
}
