// expect: 8:34: section [40:8] is out of the bounds [0:63] of dimension 1 of 'w'
float w[64];

int main(void)
{
    int i;
    for (i = 0; i < 64; i++) w[i] = 1.0f;
#pragma hicuda constant copyin w[40:8]
#pragma hicuda constant remove w
    return 0;
}
