// expect: 6:16: unknown hicuda directive 'kernal'; did you mean 'kernel'?
float a[256];

void scale(float f)
{
#pragma hicuda kernal scale_k tblock(2) thread(128)
    for (int i = 0; i < 256; i++)
        a[i] *= f;
#pragma hicuda kernel_end
}
