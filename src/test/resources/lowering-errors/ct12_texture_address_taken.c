// expect: 14:21: kernel 'k' takes the address of 'lut', which is bound to the read-only texture path (texture copyin at line 9): textured arrays are read-only in kernels; use 'global alloc' for an array that a kernel writes
#define N 256
float lut[16], x[N];

int main(void)
{
    int i;
    for (i = 0; i < 16; i++) lut[i] = (float) i;
#pragma hicuda texture copyin lut[*]
#pragma hicuda global alloc x[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        float *p = &lut[i % 16];
        x[i] = *p * x[i];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout x[*]
#pragma hicuda global free x
#pragma hicuda texture remove lut
    return 0;
}
