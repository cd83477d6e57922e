// c99
// checks: conversions to narrower and unsigned types: (unsigned char)-1, (char)300 and (short)70000 (modular in gcc), (int)(unsigned)-1, pointer to integer round trip
#include <stdio.h>
#include <stdint.h>

int main(void)
{
    int v = 42;
    uintptr_t bits = (uintptr_t)&v;
    int *back = (int *)bits;
    printf("%d %d %d\n", (unsigned char)-1, (signed char)300, (short)70000);
    printf("%d %u\n", (int)(unsigned)-1, (unsigned)(unsigned char)-2);
    printf("%d %d\n", *back, back == &v);
    printf("%d\n", (int)(long long)4294967296.0);
    return 0;
}
