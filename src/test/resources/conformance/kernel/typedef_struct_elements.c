// checks: a kernel over arrays whose elements are a typedef'd struct (vec2) and a struct tag type, member access and struct assignment in the kernel
#include <stdio.h>

#define N 2048

typedef struct { float x, y; } vec2;
struct particle { vec2 pos; vec2 vel; int id; };

struct particle P[N];
vec2 OUT[N];

int main(void)
{
    int i;
    double sx = 0.0, sy = 0.0;
    for (i = 0; i < N; i++) {
        P[i].pos.x = (float)(i % 10);
        P[i].pos.y = (float)(i % 7);
        P[i].vel.x = 0.5f;
        P[i].vel.y = -0.25f;
        P[i].id = i;
    }
#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc OUT[*]
#pragma hicuda kernel advance tblock(8) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        vec2 v = P[i].vel;
        vec2 r;
        r.x = P[i].pos.x + 2.0f * v.x;
        r.y = P[i].pos.y + 2.0f * v.y + (float)(P[i].id % 2);
        OUT[i] = r;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout OUT[*]
#pragma hicuda global free P OUT
    for (i = 0; i < N; i++) {
        sx += OUT[i].x;
        sy += OUT[i].y;
    }
    printf("%.2f %.2f %.2f %.2f\n", sx, sy, OUT[3].x, OUT[3].y);
    return 0;
}
