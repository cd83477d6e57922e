// expect: 8:31: 'texture remove lut' has no matching 'texture copyin lut' in the same scope
float lut[16];

int main(void)
{
    lut[0] = 1.0f;
#pragma hicuda constant copyin lut[*]
#pragma hicuda texture remove lut
    return 0;
}
