// expect: 6:32: 'constant copyin' takes an array; 'alpha' is a float (a scalar read in a kernel is passed as a kernel parameter, which CUDA keeps in constant memory already)
float alpha = 2.0f;

int main(void)
{
#pragma hicuda constant copyin alpha
#pragma hicuda constant remove alpha
    return 0;
}
