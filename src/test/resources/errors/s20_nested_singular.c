// expect: 10:1: 'singular' regions cannot be nested
int n[4];
void f(void)
{
#pragma hicuda global alloc n[*] clear
#pragma hicuda kernel k tblock(1) thread(4)
    {
#pragma hicuda singular
        n[0] = 1;
#pragma hicuda singular
        n[1] = 2;
#pragma hicuda singular_end
#pragma hicuda singular_end
    }
#pragma hicuda kernel_end
#pragma hicuda global free n
}
