#ifndef GUARDED_H
#define GUARDED_H
#define GUARDED_H_INCLUDED 1
#define GUARD_X 40
struct gpoint { int x, y; };
static int gsum(struct gpoint p) { return p.x + p.y; }
#endif /* GUARDED_H */
