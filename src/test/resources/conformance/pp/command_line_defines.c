// flags: -DSCALE=3 -DVERBOSE -DLABEL=scaled
// checks: macros from the command line (-DSCALE=3, -DVERBOSE meaning 1, -DLABEL=scaled) as a C compiler defines them
#include <stdio.h>

#define STR(x) #x
#define XSTR(x) STR(x)

int main(void)
{
    int v = 7 * SCALE;
#if VERBOSE == 1
    printf("%s %d\n", XSTR(LABEL), v);
#else
    printf("%d\n", v);
#endif
    return 0;
}
