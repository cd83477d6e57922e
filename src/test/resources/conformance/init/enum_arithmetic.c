// c99
// checks: enum constants in arithmetic and constant expressions, negative and repeated values, implicit values after explicit ones, sizeof an enum
#include <stdio.h>

enum flags { F_A = 1 << 0, F_B = 1 << 1, F_C = 1 << 3, F_ALL = F_A | F_B | F_C };
enum odd { NEG = -3, NEXT, SAME = NEXT, LAST = SAME * 10 };

int table[F_C + 1];

int main(void)
{
    enum flags f = F_A | F_C;
    int bits = 0;
    printf("%d %d %d %d\n", F_ALL, NEG, NEXT, LAST);
    printf("%d %d\n", (int)(sizeof table / sizeof table[0]), (int)sizeof(enum flags));
    if (f & F_C) bits += 8;
    if (f & F_B) bits += 2;
    printf("%d %d\n", bits, f ^ F_ALL);
    return 0;
}
