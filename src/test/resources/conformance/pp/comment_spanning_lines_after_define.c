// c99
// checks: a /* */ comment that starts on a #define line and ends on a later line is one space: the definition continues after it (TWO is 2 + 1); comments inside definitions
#include <stdio.h>

#define TWO 2 /* this comment
   spans two lines */ + 1
#define SIX /* leading */ 6 // trailing
#define PAREN/**/(1 + 2)
#define ADD(a, /* b */ b) ((a) /* plus */ + (b))

int main(void)
{
    printf("%d %d %d %d\n", TWO, SIX, PAREN * 2, ADD(3, 4));   /* 3 6 6 7 */
    return 0;
}
