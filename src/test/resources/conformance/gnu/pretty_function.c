// checks: __FUNCTION__ and __PRETTY_FUNCTION__ in C are the plain name ("main", "helper"), unlike C++ where __PRETTY_FUNCTION__ has the signature
#include <stdio.h>

static const char *helper(int x) { (void)x; return __PRETTY_FUNCTION__; }

int main(void)
{
    printf("%s %s %s\n", __FUNCTION__, __PRETTY_FUNCTION__, helper(0));
    return 0;
}
