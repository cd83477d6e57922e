// expect: 10:32: 'w' is already in constant memory (copied at line 9); add 'constant remove w' before copying it again
// expect note: 9:1: 'w' was copied into constant memory here
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
