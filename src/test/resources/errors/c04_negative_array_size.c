// expect: 4:12: size of array is negative (-1)
#define NC -1

float COEF[NC];

int main(void)
{
    COEF[0] = 1.0f;
    return 0;
}
