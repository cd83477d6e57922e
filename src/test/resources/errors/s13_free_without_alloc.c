// expect: 8:30: 'global free b' has no matching 'global alloc b' in the same scope
float a[128], b[128];

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global copyout a[*]
#pragma hicuda global free a b
}
