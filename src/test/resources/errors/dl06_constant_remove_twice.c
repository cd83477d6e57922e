// expect: 10:32: 'constant remove coef' removes 'coef' a second time (it was removed at line 9)
// expect note: 9:1: 'coef' was removed here
float coef[8];

int main(void)
{
    coef[0] = 1.0f;
#pragma hicuda constant copyin coef[*]
#pragma hicuda constant remove coef
#pragma hicuda constant remove coef
    return 0;
}
