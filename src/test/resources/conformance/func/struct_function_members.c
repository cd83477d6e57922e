// c99
// checks: structs holding function pointers (a small vtable), called through the struct and through a pointer to it
#include <stdio.h>

struct shape;
struct ops { double (*area)(const struct shape *); const char *(*name)(void); };
struct shape { const struct ops *ops; double a, b; };

static double rect_area(const struct shape *s) { return s->a * s->b; }
static const char *rect_name(void) { return "rect"; }
static double tri_area(const struct shape *s) { return s->a * s->b / 2; }
static const char *tri_name(void) { return "tri"; }

static const struct ops rect_ops = {rect_area, rect_name};
static const struct ops tri_ops = {.name = tri_name, .area = tri_area};

int main(void)
{
    struct shape shapes[2] = {{&rect_ops, 3, 4}, {&tri_ops, 3, 4}};
    struct shape *p = &shapes[1];
    int i;
    for (i = 0; i < 2; i++)
        printf("%s %.1f\n", shapes[i].ops->name(), shapes[i].ops->area(&shapes[i]));
    printf("%.1f\n", (*p->ops->area)(p));
    return 0;
}
