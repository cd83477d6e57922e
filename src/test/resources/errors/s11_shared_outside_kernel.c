// expect: 7:1: 'shared' directive outside of a kernel region; shared memory is managed inside kernels
float a[128];

void f(void)
{
    int i = 3;
#pragma hicuda shared alloc a[i-1:i+1] copyin
    a[i] = a[i - 1] + a[i + 1];
}
