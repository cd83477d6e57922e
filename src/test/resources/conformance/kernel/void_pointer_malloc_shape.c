// checks: host code assigning malloc's void * (and a user function's void *) to float * without a cast, arrays described by shape and used in a kernel
#include <stdio.h>
#include <stdlib.h>

static void *my_alloc(size_t bytes) { return malloc(bytes); }

int main(void)
{
    int n = 1024, i;
    float *a = malloc(n * sizeof *a);
    float *b = my_alloc(n * sizeof *b);
    double sum = 0.0;
    if (!a || !b)
        return 1;
#pragma hicuda shape a[n]
#pragma hicuda shape b[n]
    for (i = 0; i < n; i++)
        a[i] = (float)(i % 50) * 0.1f;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global alloc b[*]
#pragma hicuda kernel scale tblock(4) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < n; i++)
        b[i] = a[i] * 3.0f + 1.0f;
#pragma hicuda kernel_end
#pragma hicuda global copyout b[*]
#pragma hicuda global free a b
    for (i = 0; i < n; i++)
        sum += b[i];
    printf("%.2f %.2f\n", sum, b[49]);
    free(a);
    free(b);
    return 0;
}
