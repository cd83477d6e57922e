// c99
// checks: longjmp(env, 0) makes setjmp return 1; a jmp_buf array and a static jmp_buf used for error handling in a parser
#include <stdio.h>
#include <setjmp.h>

static jmp_buf on_error;
static jmp_buf levels[2];

static int parse_digit(char c)
{
    if (c < '0' || c > '9')
        longjmp(on_error, c);
    return c - '0';
}

static int parse(const char *s)
{
    int v = 0;
    while (*s)
        v = v * 10 + parse_digit(*s++);
    return v;
}

int main(void)
{
    const char *inputs[3] = {"123", "4x5", "77"};
    int i;
    for (i = 0; i < 3; i++) {
        int bad = setjmp(on_error);
        if (bad)
            printf("bad char '%c'\n", bad);
        else
            printf("%d\n", parse(inputs[i]));
    }
    if (setjmp(levels[1]) == 0)
        longjmp(levels[1], 0);
    else
        printf("zero became 1\n");
    return 0;
}
