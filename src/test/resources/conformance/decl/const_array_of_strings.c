// c99
// checks: const tables of strings (const char *const[], char[][N]), sizeof of each form
#include <stdio.h>

static const char *const days[] = {"mon", "tue", "wed"};
static const char words[][6] = {"one", "three", "five"};

int main(void)
{
    int i;
    for (i = 0; i < 3; i++)
        printf("%s/%s ", days[i], words[i]);
    printf("\n%d %d\n", (int)(sizeof days / sizeof days[0]), (int)sizeof words);
    return 0;
}
