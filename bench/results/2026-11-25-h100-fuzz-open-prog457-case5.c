/* Open finding of the H100 differential batch (issue 14, docs/reliability.md): case 5 of program 457 of the
 * batch of seed 1000 (scripts/fuzz-device-batch.sh 500 1000), cut out of its program unchanged.
 * Sequential build (gcc) and the CPU target (hicuda run --target=cpu, race checker on, shuffled threads)
 * print: case 5 0a40254ea666bc96. The whole program on the H100 (2026-11-25 03:35 UTC) printed
 * case 5 2cf668e40c95b95a, its seven other cases right. Not rerun yet: on a GPU, run 'hicuda run' on this
 * file, and the program under compute-sanitizer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int OUT_5_0[71];
static int IN_5_0[213];
static int LUT_5_0[20];
static unsigned long long hash(unsigned long long h, const void *p, unsigned long n)
{
    const unsigned char *b = (const unsigned char *) p;
    for (unsigned long i = 0; i < n; i++) {
        h ^= b[i];
        h *= 1099511628211ULL;
    }
    return h;
}


/* case 5 */
static unsigned long long case_5(int n0, int n1)
{
    unsigned long long h = 14695981039346656037ULL;
    {
        const int c0 = -1;
        for (int q = 0; q < 213; q++) ((int *) IN_5_0)[q] = (int) ((q * 10 + 6) % 97 - 9);
        for (int q = 0; q < 20; q++) ((int *) LUT_5_0)[q] = (int) ((q * 7 + 15) % 72 - 8);
        memset(OUT_5_0, 0, sizeof OUT_5_0);
#pragma hicuda global alloc IN_5_0[*] copyin
#pragma hicuda texture copyin LUT_5_0[*]
#pragma hicuda global alloc OUT_5_0[*] clear
#pragma hicuda kernel k5_0 tblock(4) thread(3, 2, n0)
#pragma hicuda loop_partition over_tblock
    for (int i0 = c0; i0 > n1; i0 -= 2) {
        OUT_5_0[0 + (i0 + 71)] = IN_5_0[(2 * ((long) i0 - (-71L)) + 2 * ((long) i0 - (-71L))) % 213] * 1 + LUT_5_0[((long) i0 - (-71L)) % 20] - ((long) i0 - (-71L));
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout OUT_5_0[*]
#pragma hicuda global free IN_5_0 OUT_5_0
#pragma hicuda texture remove LUT_5_0
        h = hash(h, OUT_5_0, sizeof OUT_5_0);
    }
    return h;
}

int main(void)
{
    printf("case 5 %016llx\n", case_5(2, -72));
    return 0;
}
