// checks: zero-length arrays (char contents[0]) as trailing members: sizeof excludes them, storage allocated behind the struct
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct line { int length; char contents[0]; };

int main(void)
{
    const char *text = "zero length";
    struct line *l = malloc(sizeof(struct line) + strlen(text) + 1);
    int empty[0];
    l->length = (int)strlen(text);
    strcpy(l->contents, text);
    printf("%d %d %s %d\n", (int)sizeof(struct line), l->length, l->contents, (int)sizeof empty);
    free(l);
    return 0;
}
