// c99
// checks: and, or, not, xor, bitand, bitor, compl, and_eq are ordinary identifiers in C (operators in C++)
#include <stdio.h>

static int and = 1, or = 2, not = 3, xor = 4;

static int bitand(int bitor, int compl) { return bitor * compl; }

int main(void)
{
    int and_eq = 5, or_eq = 6, xor_eq = 7, not_eq = 8;
    printf("%d %d %d %d\n", and, or, not, xor);
    printf("%d\n", bitand(and_eq, or_eq));
    printf("%d\n", xor_eq + not_eq);
    return 0;
}
