// expect: 13:16: call to 'scaled' inside kernel 'k': it uses the global variable 'scale', which kernels cannot reach
float a[64];
float scale = 2.0f;

static float scaled(float x) { return scale * x; }

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++)
        a[i] = scaled(a[i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
