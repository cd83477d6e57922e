// c99
// checks: switch on a char and on an enum, declarations at the start of the switch body, a case label with a constant expression
#include <stdio.h>

enum op { ADD = 1, SUB, MUL };

static int apply(enum op o, int a, int b)
{
    switch (o) {
    case ADD: return a + b;
    case SUB: return a - b;
    case MUL: return a * b;
    }
    return 0;
}

int main(void)
{
    const char *s = "+-*x";
    int total = 0;
    for (; *s; s++) {
        switch (*s) {
        case '+': total += apply(ADD, 2, 3); break;
        case '-': total += apply(SUB, 10, 4); break;
        case '*': total += apply(MUL, 3, 3); break;
        case 'a' + ('x' - 'a'): total += 1000; break;
        }
    }
    printf("%d\n", total);
    return 0;
}
