// expect: 7:32: 'constant remove coef' has no matching 'constant copyin coef' in the same scope
float coef[8];

void f(void)
{
    coef[0] = 1.0f;
#pragma hicuda constant remove coef
}
