// expect: 12:31: the extent of dimension 1 of the shared copy of 'A' is not known at compile time: it spans i - (int)threadIdx.x .. i + w - (int)threadIdx.x + 127; shared memory is sized statically, so write the section as constant offsets from the loop variables (e.g. A[i][kk:kk+31])
float A[1024], B[1024];

int main(void)
{
    int i, w = 3;
#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*]
#pragma hicuda kernel k tblock(8) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < 1024; i++) {
#pragma hicuda shared alloc A[i:i+w] copyin
        B[i] = A[i];
#pragma hicuda shared remove A
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B
    return 0;
}
