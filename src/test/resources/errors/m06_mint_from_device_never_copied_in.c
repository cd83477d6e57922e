// expect: 12:1: 'mint copy(..., fromDevice, ...)' must come after a 'mint parallel' region in the same block, whose device copy it reads
// expect: 21:19: 'mint copy(..., fromDevice, ...)' of 'v', which was never copied to the device: no 'copy(v, toDevice, ...)' comes before the 'mint parallel' region of line 14
// expect: 22:1: 'mint copy(..., toDevice, ...)' must come before a 'mint parallel' region in the same block: the device copy lives from the copy to the end of the region
/* 'v' is copied back from the device but was never copied to it; 'w' is copied back with no region before
 * it in the block, and 'u' copied in with no region after it. */
#define N 256
float u[N], v[N], w[N];

int main(void)
{
    int i;
#pragma mint copy(w, fromDevice, N)
#pragma mint copy(u, toDevice, N)
#pragma mint parallel
    {
#pragma mint for
        for (i = 0; i < N; i++)
            u[i] = 2.0f * u[i];
    }
#pragma mint copy(u, fromDevice, N)
#pragma mint copy(v, fromDevice, N)
#pragma mint copy(u, toDevice, N)
    return 0;
}
