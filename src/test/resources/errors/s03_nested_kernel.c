// expect: 9:1: kernel 'inner' is nested inside kernel 'outer'; kernel regions cannot be nested
float a[64][64];

void f(void)
{
#pragma hicuda global alloc a[*][*] copyin
#pragma hicuda kernel outer tblock(4) thread(16)
    {
#pragma hicuda kernel inner tblock(4) thread(16)
        a[0][0] = 1.0f;
#pragma hicuda kernel_end
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*][*]
#pragma hicuda global free a
}
