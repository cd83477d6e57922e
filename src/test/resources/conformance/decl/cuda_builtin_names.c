// c99
// checks: user names that are CUDA built-ins or overloads in CUDA/C++ headers: min, max, threadIdx, blockIdx, warpSize, dim3, uint3
#include <stdio.h>

static int min(int a, int b) { return a < b ? a : b; }
static int max(int a, int b) { return a > b ? a : b; }
int threadIdx = 3;
int blockIdx = 4;
int warpSize = 5;
struct dim3 { int x, y, z; };
typedef int uint3;

int main(void)
{
    struct dim3 d = {1, 2, 3};
    uint3 u = 9;
    printf("%d %d\n", min(3, 8), max(3, 8));
    printf("%d %d %d\n", threadIdx, blockIdx, warpSize);
    printf("%d %d %d %d\n", d.x, d.y, d.z, u);
    return 0;
}
