// expect: 7:1: kernel 'scale_k' has no matching 'kernel_end' in the same block
float a[256];

void scale(float f)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel scale_k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 256; i++)
        a[i] *= f;
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
