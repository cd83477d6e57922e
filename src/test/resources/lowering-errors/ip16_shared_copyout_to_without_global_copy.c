// expect: 16:39: array 'c' is used in kernel 'k' but no 'global alloc' directive reaches the kernel; add '#pragma hicuda global alloc c[*] copyin' before it
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
#pragma hicuda shared copyout a[i] to c[i]
#pragma hicuda shared remove a
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout b[*]
#pragma hicuda global free a b
    return 0;
}
