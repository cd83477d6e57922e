/* compare REF OUT f32|f64|i32 RTOL ATOL
 * Prints max abs error, max rel error and ||out-ref||/||ref||; fails (exit 1)
 * on a size mismatch, on any NaN/Inf in OUT (or REF), or when some element
 * has |out-ref| > ATOL + RTOL*|ref|.  Exit 0 on success. */
#include "bench.h"

static void *slurp(const char *path, size_t *bytes)
{
    FILE *f = fopen(path, "rb");
    long n;
    void *p;
    if (!f) { fprintf(stderr, "compare: cannot open %s\n", path); exit(1); }
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    fseek(f, 0, SEEK_SET);
    p = malloc(n > 0 ? (size_t)n : 1);
    if (!p || (n > 0 && fread(p, 1, (size_t)n, f) != (size_t)n)) {
        fprintf(stderr, "compare: cannot read %s\n", path); exit(1);
    }
    fclose(f);
    *bytes = (size_t)n;
    return p;
}

int main(int argc, char **argv)
{
    size_t rb, ob, n, i, bad = 0, nonfinite = 0, first_bad = (size_t)-1;
    void *r, *o;
    int es;
    double rtol, atol, maxabs = 0, maxrel = 0, num = 0, den = 0;
    if (argc != 6) {
        fprintf(stderr, "usage: compare REF OUT f32|f64|i32 RTOL ATOL\n");
        return 2;
    }
    r = slurp(argv[1], &rb);
    o = slurp(argv[2], &ob);
    es = strcmp(argv[3], "f64") == 0 ? 8 : 4;
    rtol = atof(argv[4]);
    atol = atof(argv[5]);
    if (rb != ob || rb == 0 || rb % (size_t)es) {
        printf("FAIL size mismatch: ref %zu bytes, out %zu bytes\n", rb, ob);
        return 1;
    }
    n = rb / (size_t)es;
    for (i = 0; i < n; i++) {
        double x, y, d;
        if (strcmp(argv[3], "f64") == 0) { x = ((double *)r)[i]; y = ((double *)o)[i]; }
        else if (strcmp(argv[3], "i32") == 0) { x = ((int32_t *)r)[i]; y = ((int32_t *)o)[i]; }
        else { x = ((float *)r)[i]; y = ((float *)o)[i]; }
        if (!isfinite(x) || !isfinite(y)) {
            nonfinite++;
            if (first_bad == (size_t)-1) first_bad = i;
            continue;
        }
        d = fabs(y - x);
        if (d > maxabs) maxabs = d;
        if (x != 0 && d / fabs(x) > maxrel) maxrel = d / fabs(x);
        num += d * d;
        den += x * x;
        if (d > atol + rtol * fabs(x)) {
            bad++;
            if (first_bad == (size_t)-1) first_bad = i;
        }
    }
    printf("MAX_ABS %.6e MAX_REL %.6e REL_L2 %.6e N %zu\n", maxabs, maxrel,
           den > 0 ? sqrt(num / den) : sqrt(num), n);
    if (nonfinite || bad) {
        printf("FAIL %zu non-finite, %zu beyond tolerance (first at index %zu)\n",
               nonfinite, bad, first_bad);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
