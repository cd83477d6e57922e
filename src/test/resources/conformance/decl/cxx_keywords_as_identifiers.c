// c99
// checks: C++ keywords used as C identifiers: new, class, this, template, namespace, delete, operator, bool, typename, virtual, private, public, friend, throw, try, catch, explicit, mutable, using, export
#include <stdio.h>

int new = 1;
int class = 2;
static int this = 3;
int template = 4;
int namespace = 5;
int delete = 6;
int operator = 7;
int bool = 8;

struct typename { int private, public, protected; };

static int virtual(int friend, int throw) { return friend * 10 + throw; }

int main(void)
{
    int try = 9, catch = 10, explicit = 11, mutable = 12, using = 13, export = 14;
    struct typename t;
    t.private = 100; t.public = 200; t.protected = 300;
    printf("%d %d %d %d %d %d %d %d\n", new, class, this, template, namespace, delete, operator, bool);
    printf("%d %d %d\n", t.private, t.public, t.protected);
    printf("%d %d\n", virtual(try, catch), explicit + mutable + using + export);
    new = class + this;
    printf("%d\n", new);
    return 0;
}
