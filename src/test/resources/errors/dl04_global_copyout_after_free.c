// expect: 10:31: 'global copyout a' after 'global free a' (line 8): the device copy of 'a' no longer exists
// expect note: 8:1: 'a' was freed here
float a[128];

int main(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda global free a
    {
#pragma hicuda global copyout a[0:63]
    }
    return 0;
}
