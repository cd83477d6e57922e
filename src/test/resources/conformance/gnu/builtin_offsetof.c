// checks: __builtin_offsetof and offsetof with member designators reaching into arrays and nested structs (offsetof(struct s, b[2].c))
#include <stdio.h>
#include <stddef.h>

struct inner { char a; int c; };
struct s { int x; struct inner b[3]; double d; };

int main(void)
{
    printf("%d %d %d\n", (int)__builtin_offsetof(struct s, b), (int)__builtin_offsetof(struct s, b[2].c), (int)offsetof(struct s, d));
    printf("%d\n", (int)offsetof(struct s, b[1]));
    return 0;
}
