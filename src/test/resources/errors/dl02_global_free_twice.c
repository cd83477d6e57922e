// expect: 11:28: 'global free a' frees 'a' a second time (it was freed at line 10)
// expect note: 10:1: 'a' was freed here
float a[128], b[128];

int main(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global alloc b[*]
#pragma hicuda global copyout a[*]
#pragma hicuda global free a b
#pragma hicuda global free a
    return 0;
}
