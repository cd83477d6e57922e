// expect: 5:33: missing end index after ':' in the section of 'a'
float a[1026][1026];
void f(void)
{
#pragma hicuda global alloc a[1:][*] copyin
#pragma hicuda global free a
}
