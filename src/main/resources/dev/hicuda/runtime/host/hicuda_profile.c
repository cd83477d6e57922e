/* --profile: each launch of a kernel region is bracketed with two events on the stream, which do not
 * make the host wait; the times are collected when the host waits anyway (hicuda_wait) and at the
 * program's exit, where a table of the regions is printed on standard error.  HICUDA_PROFILE_CSV=FILE
 * in the environment also appends one line a launch to FILE: launch number (in launch order, from 0),
 * kernel, source line, milliseconds. */
struct hicuda_profile {
    const char *kernel;           /* the kernel's name */
    const char *where;            /* file:line of its kernel directive */
    long launches;                /* launches collected so far */
    double total_ms;              /* their total time */
    int registered;               /* on the list of regions yet */
    int pending;                  /* launches recorded, not collected yet */
    int capacity;                 /* event pairs created */
    cudaEvent_t *events;          /* start and stop of each pending launch (reused once collected) */
    long *numbers;                /* the launch number of each pending launch */
    struct hicuda_profile *next;
};
static struct hicuda_profile *hicuda_profile_first, *hicuda_profile_last;
static long hicuda_profile_numbered;  /* launches recorded so far, all regions */

/* Adds the elapsed times of the launches recorded so far (the device has finished them) to their regions. */
static void hicuda_profile_collect(const char *where)
{
    struct hicuda_profile *r;
    const char *path = getenv("HICUDA_PROFILE_CSV");
    FILE *csv = NULL;
    int i;
    if (path != NULL && path[0] != '\0') {
        csv = fopen(path, "a");
        if (csv == NULL) {
            fprintf(stderr, "hicuda profile: cannot append to %s (HICUDA_PROFILE_CSV)\n", path);
        }
    }
    for (r = hicuda_profile_first; r != NULL; r = r->next) {
        for (i = 0; i < r->pending; i++) {
            float ms = 0.0f;
            hicuda_check(cudaEventElapsedTime(&ms, r->events[2 * i], r->events[2 * i + 1]), where);
            r->total_ms += ms;
            r->launches++;
            if (csv != NULL) {
                fprintf(csv, "%ld,%s,%s,%.6f\n", r->numbers[i], r->kernel, r->where, ms);
            }
        }
        r->pending = 0;
    }
    if (csv != NULL) {
        fclose(csv);
    }
}

/* At the program's exit: waits for the device, collects, prints the table. */
static void hicuda_profile_at_exit(void)
{
    struct hicuda_profile *r;
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        fprintf(stderr, "hicuda profile: CUDA error: %s (%s) at the program's exit; no table\n", cudaGetErrorString(err), cudaGetErrorName(err));
        return;
    }
    hicuda_profile_collect("the profile at the program's exit");
    fprintf(stderr, "hicuda profile: kernel time per kernel region (@CLOCK@)\n");
    fprintf(stderr, "%-24s %-32s %9s %12s %12s\n", "kernel", "source", "launches", "total ms", "mean ms");
    for (r = hicuda_profile_first; r != NULL; r = r->next) {
        fprintf(stderr, "%-24s %-32s %9ld %12.4f %12.4f\n", r->kernel, r->where, r->launches, r->total_ms,
                r->launches > 0 ? r->total_ms / (double) r->launches : 0.0);
    }
}

/* Before a launch of region r: records its start event. */
static void hicuda_profile_begin(struct hicuda_profile *r, const char *where)
{
    if (!r->registered) {
        if (hicuda_profile_first == NULL) {
            atexit(hicuda_profile_at_exit);
            hicuda_profile_first = r;
        } else {
            hicuda_profile_last->next = r;
        }
        hicuda_profile_last = r;
        r->registered = 1;
    }
    if (r->pending == r->capacity) {
        int cap = r->capacity == 0 ? 16 : 2 * r->capacity, i;
        if (r->capacity >= 4096) {
            /* many launches and no wait: wait here, so that the events can be reused */
            hicuda_wait(where);
            hicuda_check(cudaDeviceSynchronize(), where);
            hicuda_profile_collect(where);
        } else {
            r->events = (cudaEvent_t *) realloc(r->events, (size_t) cap * 2 * sizeof(cudaEvent_t));
            r->numbers = (long *) realloc(r->numbers, (size_t) cap * sizeof(long));
            if (r->events == NULL || r->numbers == NULL) {
                fprintf(stderr, "%s: hicuda profile: out of host memory\n", where);
                exit(EXIT_FAILURE);
            }
            for (i = 2 * r->capacity; i < 2 * cap; i++) {
                hicuda_check(cudaEventCreate(&r->events[i]), where);
            }
            r->capacity = cap;
        }
    }
    r->numbers[r->pending] = hicuda_profile_numbered++;
    hicuda_check(cudaEventRecord(r->events[2 * r->pending], 0), where);
}

/* After a launch of region r: records its stop event. */
static void hicuda_profile_end(struct hicuda_profile *r, const char *where)
{
    hicuda_check(cudaEventRecord(r->events[2 * r->pending + 1], 0), where);
    r->pending++;
}
