/* 99_opt_private_histogram.c: tpacf's form with only kernel, loop_partition and global directives (issue 11):
 * each point's histogram of its distances to the others, in a local array counted at a bin found by a
 * search over a small table of boundaries.  The shared-arrays pass gives the histogram a shared column a
 * thread and copies the boundaries to shared memory; 300 points under 2 blocks of 192 threads leave 84
 * threads without a point, and the search reads the table at a different place in every thread. */
#include <stdio.h>

#define N 300
#define NB 12

float pts[N], edges[NB - 1];
unsigned int hist[N][NB];

int main(void)
{
    int i, j, k;
    unsigned long check = 0;
    for (i = 0; i < N; i++)
        pts[i] = (float)((i * 7919) % 1000) / 100.0f;
    for (k = 0; k < NB - 1; k++)
        edges[k] = 0.125f * (float)((k + 1) * (k + 2));
#pragma hicuda global alloc pts[*] copyin
#pragma hicuda global alloc edges[*] copyin
#pragma hicuda global alloc hist[*][*]
#pragma hicuda kernel pairs tblock(2) thread(192)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < N; i++) {
        unsigned int h[NB];
        for (k = 0; k < NB; k++)
            h[k] = 0;
        for (j = i + 1; j < N; j++) {
            float d = pts[i] > pts[j] ? pts[i] - pts[j] : pts[j] - pts[i];
            int lo = 0, hi = NB - 1;
            while (lo < hi) {           /* the first boundary above d: a binary search */
                int mid = (lo + hi) / 2;
                if (edges[mid] > d)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            h[lo]++;
        }
        for (k = 0; k < NB; k++)
            hist[i][k] = h[k];
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout hist[*][*]
#pragma hicuda global free pts edges hist
    for (i = 0; i < N; i++)
        for (k = 0; k < NB; k++)
            check += (unsigned long)hist[i][k] * (unsigned long)(k + 1) * (unsigned long)(i % 13 + 1);
    printf("check %lu, hist[0] %u %u %u, hist[%d][%d] %u\n", check, hist[0][0], hist[0][1], hist[0][NB - 1], N - 2, NB - 1,
           hist[N - 2][NB - 1]);
    return 0;
}
