// checks: C11 _Generic picks by type: a character constant is int, ! gives int, float vs double arguments, char array decays
#include <stdio.h>

#define TYPE(x) _Generic((x), char: "char", int: "int", unsigned: "unsigned", long: "long", \
                         float: "float", double: "double", char *: "char*", default: "other")

int main(void)
{
    char c = 'a';
    char s[4] = "abc";
    printf("%s %s %s\n", TYPE('a'), TYPE(c), TYPE(!c));
    printf("%s %s %s\n", TYPE(1.0f), TYPE(1.0), TYPE(s));
    printf("%s %s %s\n", TYPE(c + c), TYPE(0x80000000), TYPE(2147483648));
    return 0;
}
