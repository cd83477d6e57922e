// c99
// checks: struct tags used before their definition (incomplete pointers, prototypes naming the tag, self-reference, mutual reference)
#include <stdio.h>

struct list;                            /* forward declaration */
static int length(const struct list *l);
struct b;
struct a { int v; struct b *other; };   /* struct b used before definition */
struct b { int w; struct a *back; };

struct list { int v; struct list *next; };

static int length(const struct list *l)
{
    int n = 0;
    for (; l; l = l->next)
        n++;
    return n;
}

static struct node *make(void);         /* tag first seen in a return type */
struct node { int id; };
static struct node *make(void) { static struct node n = {42}; return &n; }

int main(void)
{
    struct list c = {3, 0}, b2 = {2, &c}, a2 = {1, &b2};
    struct a x;
    struct b y;
    x.v = 1; x.other = &y;
    y.w = 2; y.back = &x;
    printf("len=%d\n", length(&a2));
    printf("%d %d %d\n", x.other->w, y.back->v, x.other->back->other->w);
    printf("id=%d\n", make()->id);
    return 0;
}
