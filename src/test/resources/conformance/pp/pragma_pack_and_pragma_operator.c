// checks: #pragma pack and the _Pragma operator in a macro change struct layout (sizeof 5 instead of 8); other pragmas are kept
#include <stdio.h>
#include <stddef.h>

#pragma pack(push, 1)
struct packed1 { char c; int i; };
#pragma pack(pop)

#define PACKED_BEGIN _Pragma("pack(push, 2)")
#define PACKED_END _Pragma("pack(pop)")
PACKED_BEGIN
struct packed2 { char c; int i; };
PACKED_END

struct normal { char c; int i; };

int main(void)
{
    printf("%d %d %d\n", (int)sizeof(struct packed1), (int)sizeof(struct packed2), (int)sizeof(struct normal));
    printf("%d %d\n", (int)offsetof(struct packed1, i), (int)offsetof(struct packed2, i));
    return 0;
}
