// expect: 11:1: 'barrier' inside a 'singular' region would be reached by one thread only and deadlock
float s[32];

void f(void)
{
#pragma hicuda global alloc s[*] copyin
#pragma hicuda kernel k tblock(1) thread(32)
    {
#pragma hicuda singular
        s[0] = 0.0f;
#pragma hicuda barrier
#pragma hicuda singular_end
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout s[*]
#pragma hicuda global free s
}
