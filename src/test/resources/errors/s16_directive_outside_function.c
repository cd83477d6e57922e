// expect: 4:1: 'global' directive outside of a function
float a[16];

#pragma hicuda global alloc a[*] clear

int main(void)
{
    return 0;
}
