// c99
// checks: jmp_buf from <setjmp.h> as a file-scope object, a struct member and an array element; sizeof(jmp_buf) equals a struct's member size
#include <stdio.h>
#include <setjmp.h>

struct ctx { int code; jmp_buf env; };
static struct ctx contexts[2];
jmp_buf restart;

static void fail(struct ctx *c, int code) { c->code = code; longjmp(c->env, code); }

int main(void)
{
    int i;
    for (i = 0; i < 2; i++) {
        if (setjmp(contexts[i].env) == 0)
            fail(&contexts[i], 10 + i);
        printf("context %d failed with %d\n", i, contexts[i].code);
    }
    printf("%d\n", sizeof(jmp_buf) == sizeof contexts[0].env);
    if (!setjmp(restart))
        longjmp(restart, 5);
    puts("restarted");
    return 0;
}
