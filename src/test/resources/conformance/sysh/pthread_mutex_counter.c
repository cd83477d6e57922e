// flags: -pthread
// checks: pthread_mutex_t with PTHREAD_MUTEX_INITIALIZER protecting a shared counter incremented by four threads (deterministic total)
#include <stdio.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static long counter;

static void *inc(void *arg)
{
    int i, n = *(int *)arg;
    for (i = 0; i < n; i++) {
        pthread_mutex_lock(&lock);
        counter++;
        pthread_mutex_unlock(&lock);
    }
    return NULL;
}

int main(void)
{
    pthread_t t[4];
    int n[4] = {1000, 2000, 3000, 4000};
    int i;
    for (i = 0; i < 4; i++)
        pthread_create(&t[i], NULL, inc, &n[i]);
    for (i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    printf("%ld\n", counter);
    return 0;
}
