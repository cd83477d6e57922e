// c99
// checks: hexadecimal floating constants (0x1p-2, 0x1.8p1, 0xA.8p0f, 0x.1p4) and their exact values
#include <stdio.h>

int main(void)
{
    double a = 0x1p-2, b = 0x1.8p1, d = 0x.1p4;
    float c = 0xA.8p0f;
    printf("%g %g %g %g\n", a, b, (double)c, d);
    printf("%a %a\n", 0x1p-2, 0x1.8p1);
    printf("%d %d\n", (int)sizeof(0x1p0f), (int)sizeof(0x1p0));
    printf("%.17g\n", 0x1.fffffffffffffp1023 / 0x1p1023);
    return 0;
}
