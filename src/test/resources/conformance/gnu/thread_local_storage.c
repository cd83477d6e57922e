// flags: -pthread
// checks: __thread and _Thread_local variables: each thread sees its own copy, the main thread's copy is unchanged after the join
#include <stdio.h>
#include <pthread.h>

static __thread int tls_counter = 100;
static _Thread_local int tls2;

static void *work(void *arg)
{
    int i;
    for (i = 0; i < 5; i++) { tls_counter++; tls2 += 2; }
    *(int *)arg = tls_counter + tls2;
    return NULL;
}

int main(void)
{
    pthread_t t;
    int result = 0;
    tls_counter = 1;
    pthread_create(&t, NULL, work, &result);
    pthread_join(t, NULL);
    printf("%d %d %d\n", result, tls_counter, tls2);
    return 0;
}
