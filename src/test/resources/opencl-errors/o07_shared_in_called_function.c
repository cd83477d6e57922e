// expect: 21:5: 'smooth' holds shared directives (kernel 'k' (src/test/resources/opencl-errors/o07_shared_in_called_function.c:20) → smooth (src/test/resources/opencl-errors/o07_shared_in_called_function.c:21)), which the OpenCL target does not translate in a function called from a kernel (its local memory is an array of the kernel); move the shared directives into the kernel, or translate for CUDA or the CPU
#define N 256
float A[N], B[N];

static void smooth(float *out, const float *in)
{
    int i;
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 1; i < N - 1; i++) {
#pragma hicuda shared alloc in[i-1:i+1] copyin
        out[i] = (in[i - 1] + in[i] + in[i + 1]) / 3.0f;
#pragma hicuda shared remove in
    }
}

int main(void)
{
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda kernel k tblock(2) thread(128)
    smooth(B, A);
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
