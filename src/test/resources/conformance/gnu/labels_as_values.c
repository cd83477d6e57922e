// checks: labels as values (&&label, goto *p, a static table of label addresses): a tiny threaded interpreter
#include <stdio.h>

enum { PUSH1, ADD, DOUBLE, PRINT, HALT };

static int run(const int *code)
{
    static void *dispatch[] = {&&push1, &&add, &&dbl, &&print, &&halt};
    int stack[16], sp = 0;
    const int *pc = code;
    goto *dispatch[*pc++];
push1:
    stack[sp++] = 1;
    goto *dispatch[*pc++];
add:
    sp--;
    stack[sp - 1] += stack[sp];
    goto *dispatch[*pc++];
dbl:
    stack[sp - 1] *= 2;
    goto *dispatch[*pc++];
print:
    printf("top=%d\n", stack[sp - 1]);
    goto *dispatch[*pc++];
halt:
    return stack[sp - 1];
}

int main(void)
{
    int prog[] = {PUSH1, PUSH1, ADD, DOUBLE, PRINT, PUSH1, ADD, DOUBLE, HALT};
    void *p = &&end;
    int r = run(prog);
    goto *p;
    r = -1;
end:
    printf("%d\n", r);
    return 0;
}
