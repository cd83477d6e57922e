// expect: 6:5: 'barrier' directive outside of a kernel region
float a[32];
void f(void)
{
    a[0] = 0.0f;
    #pragma hicuda barrier
    a[1] = a[0];
}
