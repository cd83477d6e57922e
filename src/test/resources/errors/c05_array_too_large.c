// expect: 2:7: size of array 'Z' is too large
float Z[128][9223372036854775807][5];

int main(void)
{
    Z[0][0][0] = 1.0f;
    return 0;
}
