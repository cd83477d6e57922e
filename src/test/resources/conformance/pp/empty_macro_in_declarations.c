// c99
// checks: macros that expand to nothing in odd places (storage class, between declarators, before ;), as older code uses for portability
#include <stdio.h>

#define EMPTY
#define EXPORT
#define CDECL
#define CONST const

EXPORT int CDECL add(int a, int b) EMPTY;
EMPTY static EMPTY CONST EMPTY int EMPTY table EMPTY [3] EMPTY = EMPTY {1, 2, 3} EMPTY;

EXPORT int CDECL add(int a, int b)
{
    return a + b EMPTY;
}

int main(void) EMPTY
{
    EMPTY int EMPTY x EMPTY = EMPTY add(table[1], table[2]) EMPTY;
    printf("%d\n", x);
    return 0;
}
