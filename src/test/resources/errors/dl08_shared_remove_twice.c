// expect: 16:30: 'shared remove a' removes 'a' a second time (it was removed at line 15)
// expect note: 15:1: 'a' was removed here
float a[256];

int main(void)
{
    int i;
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 256; i++) {
#pragma hicuda shared alloc a[i] copyin
        a[i] = a[i] * 2.0f;
#pragma hicuda shared copyout a[i]
#pragma hicuda shared remove a
#pragma hicuda shared remove a
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
    return 0;
}
