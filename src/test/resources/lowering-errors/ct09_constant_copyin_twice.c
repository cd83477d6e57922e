// expect: 9:32: 'w' is already in constant memory (copied at line 8); add 'constant remove w' before copying it again
float w[8];

int main(void)
{
    int i;
    for (i = 0; i < 8; i++) w[i] = 1.0f;
#pragma hicuda constant copyin w[0:3]
#pragma hicuda constant copyin w[4:7]
#pragma hicuda constant remove w
    return 0;
}
