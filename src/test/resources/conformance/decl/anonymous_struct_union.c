// checks: C11 anonymous structs and unions as members, accessed directly
#include <stdio.h>

struct value {
    int tag;
    union {
        int i;
        float f;
        struct { short lo, hi; };
    };
};

int main(void)
{
    struct value v;
    v.tag = 1;
    v.i = 0;
    v.lo = 3;
    v.hi = 4;
    printf("%d %d %d %d\n", v.tag, v.lo, v.hi, (int)sizeof(struct value));
    v.f = 2.5f;
    printf("%.1f\n", v.f);
    return 0;
}
