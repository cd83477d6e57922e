// expect: 6:1: kernel 'k' has no matching 'kernel_end' in the same block
// expect: 10:1: 'kernel_end' without a matching 'kernel' in the same block
float a[16];
void f(int c)
{
#pragma hicuda kernel k tblock(1) thread(16)
    if (c) {
#pragma hicuda loop_partition over_thread
        for (int i = 0; i < 16; i++) a[i] = 0;
#pragma hicuda kernel_end
    }
}
