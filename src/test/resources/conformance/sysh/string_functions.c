// c99
// checks: <string.h>: strcpy, strcat, strncpy padding, strcmp signs, strchr/strrchr/strstr offsets, memmove overlapping, memset, memcmp, strspn/strcspn, strtok
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[32], pad[6], tok[] = "a,b;;c";
    char mv[] = "abcdef";
    const char *s = "hello world";
    char *t;
    strcpy(buf, "con");
    strcat(buf, "cat");
    strncpy(pad, "ab", sizeof pad);
    printf("%s %d %d %d\n", buf, pad[2], pad[5], (int)strlen(buf));
    printf("%d %d %d\n", strcmp("a", "b") < 0, strcmp("b", "a") > 0, strcmp("x", "x"));
    printf("%d %d %d\n", (int)(strchr(s, 'o') - s), (int)(strrchr(s, 'o') - s), (int)(strstr(s, "wor") - s));
    memmove(mv + 2, mv, 4);
    printf("%s\n", mv);
    memset(buf, 'z', 3);
    printf("%.6s %d\n", buf, memcmp("abc", "abd", 3) < 0);
    printf("%d %d\n", (int)strspn("aabbc", "ab"), (int)strcspn("xyz;w", ";"));
    for (t = strtok(tok, ",;"); t; t = strtok(NULL, ",;"))
        printf("[%s]", t);
    printf("\n");
    return 0;
}
