// expect: 14:9: kernel 'k' writes to 'img', which is bound to the read-only texture path (texture copyin at line 9): textured arrays are read-only in kernels; use 'global alloc' for an array that a kernel writes
#define N 64
float img[N][N], out[N][N];

int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) img[i][j] = (float) (i + j);
#pragma hicuda texture copyin img[*][*]
#pragma hicuda global alloc out[*][*]
#pragma hicuda kernel k tblock(N) thread(N)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N * N; i++) {
        img[i / N][i % N]++;
        out[i / N][i % N] = img[i / N][i % N];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout out[*][*]
#pragma hicuda global free out
#pragma hicuda texture remove img
    return 0;
}
