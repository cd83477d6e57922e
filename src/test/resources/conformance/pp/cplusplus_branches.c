// c99
// checks: code chosen by #ifdef __cplusplus: the C branch must be the one compiled (a C++ translation would silently change the output)
#include <stdio.h>

#ifdef __cplusplus
#define LANGUAGE "C++"
static const int lang_code = 2;
#else
#define LANGUAGE "C"
static const int lang_code = 1;
#endif

#if defined(__cplusplus) && __cplusplus >= 201103L
static int modern(void) { return 1; }
#else
static int modern(void) { return 0; }
#endif

int main(void)
{
    printf("%s %d %d\n", LANGUAGE, lang_code, modern());
    return 0;
}
