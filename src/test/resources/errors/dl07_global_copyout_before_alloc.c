// expect: 7:31: 'global copyout a' comes before 'global alloc a' (line 8); copy out after the alloc and the kernels that write it
// expect note: 8:1: 'a' is allocated here
float a[128];

int main(void)
{
#pragma hicuda global copyout a[*]
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global free a
    return 0;
}
