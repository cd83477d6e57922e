// flags: -pthread
// checks: pthread_t, pthread_create and pthread_join from <pthread.h>: four threads fill their own slots, results printed after the joins
#include <stdio.h>
#include <pthread.h>

#define NT 4

struct job { int id; long sum; };

static void *work(void *arg)
{
    struct job *j = arg;
    long i;
    for (i = 1; i <= 1000 * (j->id + 1); i++)
        j->sum += i;
    return &j->sum;
}

int main(void)
{
    pthread_t th[NT];
    struct job jobs[NT];
    int i;
    for (i = 0; i < NT; i++) {
        jobs[i].id = i;
        jobs[i].sum = 0;
        pthread_create(&th[i], NULL, work, &jobs[i]);
    }
    for (i = 0; i < NT; i++) {
        void *ret;
        pthread_join(th[i], &ret);
        printf("thread %d: %ld %d\n", i, *(long *)ret, ret == &jobs[i].sum);
    }
    return 0;
}
