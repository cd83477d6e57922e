// c99
// checks: arrays of function pointers (with and without typedef), dispatch tables, calls through (*p)(), p(), (**p)()
#include <stdio.h>

static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }

typedef int (*binop)(int, int);

static int (*ops[])(int, int) = {op_add, op_sub, op_mul};
static const binop ops2[3] = {op_mul, op_add, op_sub};

struct cmd { const char *name; binop fn; };
static struct cmd cmds[] = {{"add", op_add}, {"sub", &op_sub}, {"mul", op_mul}};

int main(void)
{
    int i;
    int (**pp)(int, int) = ops;
    for (i = 0; i < 3; i++)
        printf("%d %d %d ", ops[i](7, 3), (*ops2[i])(7, 3), (**(pp + i))(2, 5));
    printf("\n");
    for (i = 0; i < (int)(sizeof cmds / sizeof cmds[0]); i++)
        printf("%s=%d\n", cmds[i].name, cmds[i].fn(6, 4));
    printf("same=%d\n", ops[0] == ops2[1]);
    return 0;
}
