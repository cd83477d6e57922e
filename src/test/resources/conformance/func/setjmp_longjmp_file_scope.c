// c99
// checks: setjmp/longjmp with a jmp_buf declared at file scope (jmp_buf restart;): restart from nested calls, the value given to longjmp, volatile locals keep their value
#include <stdio.h>
#include <setjmp.h>

jmp_buf restart;

static void work(int n, int attempt)
{
    if (n == 3)
        longjmp(restart, n * 10 + attempt);
    if (n < 100)
        work(n + 1, attempt);
}

int main(void)
{
    volatile int attempts = 0;
    int code = setjmp(restart);
    attempts++;
    printf("code=%d attempts=%d\n", code, attempts);
    if (attempts < 3)
        work(attempts, attempts);
    printf("done\n");
    return 0;
}
