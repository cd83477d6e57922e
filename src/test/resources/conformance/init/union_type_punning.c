// c99
// checks: type punning through unions (float bits, byte order of a uint32 on little-endian x86-64), union initializer goes to the first member
#include <stdio.h>
#include <stdint.h>

union pun { float f; uint32_t u; unsigned char b[4]; };
union first { int i; double d; };

int main(void)
{
    union pun p;
    union first f1 = {65};
    p.f = 1.0f;
    printf("%08X\n", (unsigned)p.u);
    p.u = 0x40490FDBu;
    printf("%.5f\n", p.f);
    p.u = 0x11223344u;
    printf("%02X %02X %02X %02X\n", p.b[0], p.b[1], p.b[2], p.b[3]);
    printf("%d %d\n", f1.i, (int)sizeof(union first));
    return 0;
}
