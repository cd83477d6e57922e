// expect: 7:28: 'global free a' comes before 'global alloc a' (line 8); a free must come after its alloc
// expect note: 8:1: 'a' is allocated here
float a[128];

int main(void)
{
#pragma hicuda global free a
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global copyout a[*]
    return 0;
}
