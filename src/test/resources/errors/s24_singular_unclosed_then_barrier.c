// expect: 9:1: 'singular' has no matching 'singular_end' before 'kernel_end'
float s[32];

void f(void)
{
#pragma hicuda global alloc s[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
    s[1] = 1.0f;
#pragma hicuda singular
    s[0] = 0.0f;
#pragma hicuda barrier
#pragma hicuda singular
    s[2] = 2.0f;
#pragma hicuda singular_end
#pragma hicuda kernel_end
#pragma hicuda global copyout s[*]
#pragma hicuda global free s
}
