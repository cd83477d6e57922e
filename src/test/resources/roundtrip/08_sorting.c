/*
 * 08_sorting.c -- several sorting algorithms behind a common function
 * pointer interface, compared against qsort with a comparator callback.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "lcg.h"

#define NELEM 500
#define SWAP(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

typedef void (*sort_fn)(int *a, int n);

struct sorter {
    const char *name;
    sort_fn fn;
};

static void insertion_sort(int *a, int n)
{
    for (int i = 1; i < n; i++) {
        int key = a[i], j = i - 1;
        while (j >= 0 && a[j] > key) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = key;
    }
}

static void shell_sort(int *a, int n)
{
    int gap = 1;
    while (gap < n / 3)
        gap = 3 * gap + 1;
    do {
        for (int i = gap; i < n; i++)
            for (int j = i; j >= gap && a[j - gap] > a[j]; j -= gap)
                SWAP(int, a[j], a[j - gap]);
        gap /= 3;
    } while (gap >= 1);
}

static void quick_sort_rec(int *a, int lo, int hi)
{
    if (lo >= hi)
        return;
    int pivot = a[lo + (hi - lo) / 2];
    int i = lo, j = hi;
    while (i <= j) {
        while (a[i] < pivot) i++;
        while (a[j] > pivot) j--;
        if (i <= j) {
            SWAP(int, a[i], a[j]);
            i++, j--;   /* comma operator */
        }
    }
    quick_sort_rec(a, lo, j);
    quick_sort_rec(a, i, hi);
}

static void quick_sort(int *a, int n) { quick_sort_rec(a, 0, n - 1); }

static void merge_sort(int *a, int n)
{
    int *tmp = (int *)malloc(sizeof(int) * (size_t)n);
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n; lo += 2 * width) {
            int mid = lo + width < n ? lo + width : n;
            int hi = lo + 2 * width < n ? lo + 2 * width : n;
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi)
                tmp[k++] = (a[i] <= a[j]) ? a[i++] : a[j++];
            while (i < mid) tmp[k++] = a[i++];
            while (j < hi) tmp[k++] = a[j++];
        }
        memcpy(a, tmp, sizeof(int) * (size_t)n);
    }
    free(tmp);
}

static void heap_sift(int *a, int start, int end)
{
    int root = start;
    for (;;) {
        int child = 2 * root + 1;
        if (child > end)
            break;
        if (child + 1 <= end && a[child] < a[child + 1])
            child++;
        if (a[root] < a[child]) {
            SWAP(int, a[root], a[child]);
            root = child;
        } else {
            break;
        }
    }
}

static void heap_sort(int *a, int n)
{
    for (int s = (n - 2) / 2; s >= 0; s--)
        heap_sift(a, s, n - 1);
    for (int e = n - 1; e > 0; e--) {
        SWAP(int, a[0], a[e]);
        heap_sift(a, 0, e - 1);
    }
}

static int cmp_int(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    return (a > b) - (a < b);
}

static const struct sorter sorters[] = {
    { "insertion", insertion_sort },
    { "shell", shell_sort },
    { .name = "quick", .fn = quick_sort },
    { .name = "merge", .fn = &merge_sort },
    { "heap", heap_sort },
};

int main(void)
{
    int ref[NELEM], work[NELEM];
    lcg_t g;
    lcg_seed(&g, 2024u);
    for (int i = 0; i < NELEM; i++)
        ref[i] = lcg_range(&g, -1000, 1000);
    int *sorted = malloc(sizeof ref);
    memcpy(sorted, ref, sizeof ref);
    qsort(sorted, NELEM, sizeof(int), cmp_int);
    for (size_t s = 0; s < sizeof sorters / sizeof sorters[0]; s++) {
        memcpy(work, ref, sizeof work);
        sorters[s].fn(work, NELEM);
        int ok = memcmp(work, sorted, sizeof work) == 0;
        long long wsum = 0;
        for (int i = 0; i < NELEM; i++)
            wsum += (long long)work[i] * (i + 1);
        printf("%-10s ok=%d weighted=%lld min=%d max=%d median=%d\n", sorters[s].name, ok, wsum,
               work[0], work[NELEM - 1], work[NELEM / 2]);
    }
    for (int i = 0; i < NELEM; i += 20)
        printf("sorted[%3d] = %5d\n", i, sorted[i]);
    free(sorted);
    return 0;
}
