// c99
// checks: <signal.h>: volatile sig_atomic_t flag set by a handler installed with signal() and triggered by raise(); SIG_DFL/SIG_IGN values as handlers
#include <stdio.h>
#include <signal.h>

static volatile sig_atomic_t got;

static void handler(int sig) { got = sig == SIGINT ? 1 : 2; }

int main(void)
{
    void (*old)(int) = signal(SIGINT, handler);
    printf("%d %d\n", old == SIG_DFL, got);
    raise(SIGINT);
    printf("%d\n", got);
    signal(SIGINT, SIG_IGN);
    raise(SIGINT);
    printf("%d\n", got);
    return 0;
}
