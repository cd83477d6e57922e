// expect: 9:31: 'lut' is already in texture memory (copied at line 8); add 'texture remove lut' before copying it again
// expect note: 8:1: 'lut' was copied into texture memory here
float lut[16];

int main(void)
{
    lut[0] = 1.0f;
#pragma hicuda texture copyin lut[*]
#pragma hicuda texture copyin lut[0:7]
#pragma hicuda texture remove lut
    return 0;
}
