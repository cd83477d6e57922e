// c99
// checks: qsort of ints and of structs by a string key (strcmp comparator), bsearch hit and miss
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct person { const char *name; int age; };

static int by_int(const void *a, const void *b)
{
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static int by_name(const void *a, const void *b)
{
    const struct person *p = a, *q = b;
    return strcmp(p->name, q->name);
}

int main(void)
{
    int v[7] = {42, -5, 17, 0, 99, 3, 17};
    struct person ps[4] = {{"dora", 30}, {"al", 41}, {"cy", 25}, {"bo", 19}};
    int key = 17, missing = 4, i;
    int *hit, *miss;
    struct person k = {"cy", 0}, *found;
    qsort(v, 7, sizeof v[0], by_int);
    for (i = 0; i < 7; i++) printf("%d ", v[i]);
    hit = bsearch(&key, v, 7, sizeof v[0], by_int);
    miss = bsearch(&missing, v, 7, sizeof v[0], by_int);
    printf("\n%d %d\n", hit != NULL && *hit == 17, miss == NULL);
    qsort(ps, 4, sizeof ps[0], by_name);
    for (i = 0; i < 4; i++) printf("%s:%d ", ps[i].name, ps[i].age);
    found = bsearch(&k, ps, 4, sizeof ps[0], by_name);
    printf("\n%d\n", found ? found->age : -1);
    return 0;
}
