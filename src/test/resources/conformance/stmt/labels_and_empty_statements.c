// c99
// checks: empty statements (;; in blocks, if (x);, for (;;) with break), labels on empty statements and at the end of a block, unused labels
#include <stdio.h>

int main(void)
{
    int n = 0, x = 1;
    ;;
    if (x)
        ;
    else
        n = -1;
    for (;;) {
        if (++n == 4)
            break;
    }
    {
        goto end;
        n = 100;
end:
        ;
    }
unused_label:
    n += 10;
    printf("%d\n", n);
    return 0;
}
