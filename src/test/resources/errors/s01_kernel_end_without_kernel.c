// expect: 7:1: 'kernel_end' without a matching 'kernel' in the same block
float a[256];

void scale(float f)
{
    for (int i = 0; i < 256; i++) a[i] *= f;
#pragma hicuda kernel_end
}
