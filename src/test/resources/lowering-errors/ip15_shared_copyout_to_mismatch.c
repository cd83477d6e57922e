// expect: 16:39: 'to' section has 129 elements in dimension 1 but the copied section of 'a' has 128 (both merged over the threads of a block)
float a[256];
float b[256];
float c[256];

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global alloc b[*]
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 256; i++) {
#pragma hicuda shared alloc a[i] copyin
        a[i] = a[i] + 1.0f;
#pragma hicuda shared copyout a[i] to b[i:i+1]
#pragma hicuda shared remove a
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout b[*]
#pragma hicuda global free a b
    return 0;
}
