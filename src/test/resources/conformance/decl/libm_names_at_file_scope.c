// c99
// checks: file-scope names that C++/CUDA math headers also declare (y1, j0, j1, yn, jn, y0, index, rindex, gamma) as user variables and functions; no <math.h> here
#include <stdio.h>

int y1 = 11;
double j0 = 2.5;
static int j1[3] = {1, 2, 3};
long y0 = 7;
const char *index = "idx";
static int rindex(int a) { return a * 3; }
static int yn(int n, int x) { return n + x; }
static double jn(double v) { return v / 2; }
float gamma = 0.5f;

int main(void)
{
    printf("%d %.1f %d %ld\n", y1, j0, j1[2], y0);
    printf("%s %d %d %.2f %.1f\n", index, rindex(4), yn(2, 3), jn(3.0), gamma);
    y1 += 1;
    printf("%d\n", y1);
    return 0;
}
