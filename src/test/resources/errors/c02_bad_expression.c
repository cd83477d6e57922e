// expect: 5:32: syntax error at ']'
void f(float *a, int n)
{
    for (int i = 0; i < n; i++)
        a[i] = a[i - 1] + a[i +];
}
