// expect: 13:30: function 'twice' used as a value inside kernel 'k': function pointers cannot be used in device code
// expect: 14:16: call through a function pointer inside kernel 'k': device code may call functions only by their names
float a[64];

static float twice(float x) { return 2.0f * x; }

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 64; i++) {
        float (*op)(float) = twice;
        a[i] = op(a[i]);
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
