// c99
// checks: printf declared by the user without <stdio.h> (C linkage: must link against libc's printf)
int printf(const char *fmt, ...);
int puts(const char *s);

int main(void)
{
    int n = printf("%d-%s\n", 42, "x");
    printf("%d\n", n);
    puts("done");
    return 0;
}
