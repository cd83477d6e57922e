// expect: 5:1: 'singular' directive outside of a kernel region
int total;
void f(void)
{
#pragma hicuda singular
    total = 0;
#pragma hicuda singular_end
}
