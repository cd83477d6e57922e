/* Kernel launches do not wait for their kernel: the host waits where it needs the device's results
 * (hicuda_wait: before a copy back to the host and a free, and at the program's exit), and a kernel's
 * error is reported there with the place of its kernel directive.  HICUDA_SYNC_KERNELS=1 in the
 * environment makes every launch wait for its kernel (to tell which of several failed, or to time
 * kernels with the host's clock). */
#if defined(__GNUC__)
#define HICUDA_PROGRAM_WIDE __attribute__((weak)) /* one variable for all files of the program: the linker merges them */
#else
#define HICUDA_PROGRAM_WIDE static
#endif
HICUDA_PROGRAM_WIDE const char *hicuda_last_kernel;  /* the last kernel launched since the host last waited */
HICUDA_PROGRAM_WIDE int hicuda_kernels_in_flight;    /* how many kernels were launched since then */

/* Reports err, returned when the host waited at `where` for the kernels in flight. */
static void hicuda_report_kernel_error(cudaError_t err, const char *where)
{
    if (hicuda_kernels_in_flight <= 1) {
        fprintf(stderr, "%s: CUDA error: %s (%s)", hicuda_last_kernel, cudaGetErrorString(err), cudaGetErrorName(err));
        if (where != hicuda_last_kernel) {
            fprintf(stderr, ", reported when the host waited for it at %s", where);
        }
        fprintf(stderr, "\n");
    } else {
        fprintf(stderr, "%s: CUDA error: %s (%s), in one of the %d kernels launched since the host last waited, the last of them %s"
                " (HICUDA_SYNC_KERNELS=1 makes every launch wait, to tell which)\n",
                where, cudaGetErrorString(err), cudaGetErrorName(err), hicuda_kernels_in_flight, hicuda_last_kernel);
    }
}

/* Waits for the kernels launched before (nothing to do when none is in flight); exits on their errors. */
static void hicuda_wait(const char *where)
{
    cudaError_t err;
    if (hicuda_kernels_in_flight == 0) {
        return;
    }
    err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        hicuda_report_kernel_error(err, where);
        hicuda_kernels_in_flight = 0; /* reported: not again at the exit */
        exit(EXIT_FAILURE);
    }
    hicuda_kernels_in_flight = 0;
}

/* At the program's exit: the kernels still in flight finish, and their errors are reported. */
static void hicuda_wait_at_exit(void)
{
    cudaError_t err;
    if (hicuda_kernels_in_flight == 0) {
        return;
    }
    err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        hicuda_report_kernel_error(err, "the program's exit");
        fflush(NULL);
        _Exit(EXIT_FAILURE);
    }
    hicuda_kernels_in_flight = 0;
}

/* Called after each launch of a kernel (`kernel`: the place of its directive and its name). */
static void hicuda_launched(const char *kernel)
{
    static int wait_for_each = -1;
    if (wait_for_each < 0) {
        const char *s = getenv("HICUDA_SYNC_KERNELS");
        wait_for_each = s != NULL && s[0] != '\0' && strcmp(s, "0") != 0;
        atexit(hicuda_wait_at_exit);
    }
    hicuda_last_kernel = kernel;
    hicuda_kernels_in_flight++;
    if (wait_for_each) {
        hicuda_wait(kernel);
    }
}
