/*
 * hicuda_opencl.h -- the run-time support of hicuda's OpenCL target, included by the host program
 * that `hicuda translate --target opencl` writes (C99, OpenCL 1.2 API; link with -lOpenCL).
 *
 * It chooses the device (HICUDA_OPENCL_DEVICE, else the first GPU, else the first CPU), makes one
 * context and one in-order command queue, builds the program's kernels (their OpenCL C text is
 * embedded at the end of the host program, which defines hicuda_cl_program_text() below) at the first
 * launch, and gives the generated code checked helpers: every OpenCL call is checked (except the
 * queries that print the build log and the device list, which run while an error is reported), and a
 * failure is reported with the text the generated code passes (the directive's file:line and
 * what it was doing), then the program exits.  A failing kernel build prints the compiler's log
 * with each message's line traced back to the user's source.
 *
 * Environment:
 *   HICUDA_OPENCL_DEVICE         which device: "P:D" (device D of platform P), "N" (the N-th device
 *                                of all platforms), "gpu", "cpu" or "accelerator" (the first of that
 *                                type), or a part of the platform or device name ("NVIDIA", "pthread")
 *   HICUDA_OPENCL_BUILD_OPTIONS  options added to the kernels' build (clBuildProgram)
 *   HICUDA_OPENCL_VERBOSE        when set (not "0"), the chosen device is printed on stderr
 *
 * One program, one device: the files of a program (each translated file's host program includes this
 * header) share one context, one in-order command queue and one device (hicuda_cl_shared_v1 below), so a
 * buffer made in one file is used by the kernels of another.  Each file builds its own kernels' program
 * (the text it embeds) in that context, and has its own constant pool (as each CUDA device file has its
 * own __constant__ pool: the copies of every file write to each, docs/opencl.md).
 */
#ifndef HICUDA_OPENCL_H
#define HICUDA_OPENCL_H

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#if defined(__APPLE__)
#include <OpenCL/opencl.h>
#else
#include <CL/cl.h>
#endif
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__GNUC__)
#define HICUDA_CL_API static __attribute__((unused))
#else
#define HICUDA_CL_API static
#endif

/* Where the lines of the embedded OpenCL C text come from: from line cl_line of the text on (up to
 * the next entry), the code was generated from line `line` of `file` in the user's source. */
struct hicuda_cl_line {
    int cl_line;
    const char *file;
    int line;
};

/* The program's kernels: their OpenCL C text (also written beside the host program as `file`)
 * and its line table. */
struct hicuda_cl_program {
    const char *file;
    const char *source;
    const struct hicuda_cl_line *lines;
    int line_count;
};

/* Defined at the end of the host program, after the embedded text. */
static const struct hicuda_cl_program *hicuda_cl_program_text(void);

enum hicuda_cl_direction { HICUDA_CL_TO_DEVICE, HICUDA_CL_TO_HOST };

/* What every file of the program shares: the device, its context and queue, the device's limits. */
struct hicuda_cl_shared_state {
    int ready;
    cl_platform_id platform;
    cl_device_id device;
    cl_context context;
    cl_command_queue queue;
    char device_name[256];
    char platform_name[256];
    cl_ulong local_memory;
    size_t max_group_items;
    size_t max_items[3];
    const char *last_kernel;      /* the last kernel launched since the host last waited (hicuda_cl_launched) */
    int kernels_in_flight;        /* how many kernels were launched since then */
    int profiling;                /* --profile: a launch keeps its event in last_launch */
    cl_event last_launch;
};

/* The shared state is one object with external linkage, defined in every file that includes this header
 * as a weak (GCC, Clang: ELF and Mach-O) or selectany (MSVC) definition, of which the linker keeps one:
 * so the files of a program share it however they are built (together, or compiled apart with
 * `hicuda compile -c` and linked, or put in a library), with no file having to be the one that defines
 * it.  The name carries the structure's version, so that objects made from different versions of this
 * header get two separate states rather than one read with two layouts. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((weak)) struct hicuda_cl_shared_state hicuda_cl_shared_v1 = {0};
#elif defined(_MSC_VER)
__declspec(selectany) struct hicuda_cl_shared_state hicuda_cl_shared_v1 = {0};
#else
#error "hicuda_opencl.h needs weak definitions (__attribute__((weak)) or __declspec(selectany)) for the state the files of a program share"
#endif
#define hicuda_cl hicuda_cl_shared_v1 /* the name the helpers below use */

/* What each file has of its own: its kernels' program (built from the text it embeds) and its constant pool. */
static struct {
    cl_program program;
    cl_mem constant_pool;
} hicuda_cl_file;

HICUDA_CL_API const char *hicuda_cl_error_name(cl_int err)
{
    switch (err) {
    case CL_SUCCESS: return "CL_SUCCESS";
    case CL_DEVICE_NOT_FOUND: return "CL_DEVICE_NOT_FOUND";
    case CL_DEVICE_NOT_AVAILABLE: return "CL_DEVICE_NOT_AVAILABLE";
    case CL_COMPILER_NOT_AVAILABLE: return "CL_COMPILER_NOT_AVAILABLE";
    case CL_MEM_OBJECT_ALLOCATION_FAILURE: return "CL_MEM_OBJECT_ALLOCATION_FAILURE";
    case CL_OUT_OF_RESOURCES: return "CL_OUT_OF_RESOURCES";
    case CL_OUT_OF_HOST_MEMORY: return "CL_OUT_OF_HOST_MEMORY";
    case CL_PROFILING_INFO_NOT_AVAILABLE: return "CL_PROFILING_INFO_NOT_AVAILABLE";
    case CL_MEM_COPY_OVERLAP: return "CL_MEM_COPY_OVERLAP";
    case CL_IMAGE_FORMAT_MISMATCH: return "CL_IMAGE_FORMAT_MISMATCH";
    case CL_IMAGE_FORMAT_NOT_SUPPORTED: return "CL_IMAGE_FORMAT_NOT_SUPPORTED";
    case CL_BUILD_PROGRAM_FAILURE: return "CL_BUILD_PROGRAM_FAILURE";
    case CL_MAP_FAILURE: return "CL_MAP_FAILURE";
    case CL_MISALIGNED_SUB_BUFFER_OFFSET: return "CL_MISALIGNED_SUB_BUFFER_OFFSET";
    case CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST: return "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST";
    case CL_COMPILE_PROGRAM_FAILURE: return "CL_COMPILE_PROGRAM_FAILURE";
    case CL_LINKER_NOT_AVAILABLE: return "CL_LINKER_NOT_AVAILABLE";
    case CL_LINK_PROGRAM_FAILURE: return "CL_LINK_PROGRAM_FAILURE";
    case CL_DEVICE_PARTITION_FAILED: return "CL_DEVICE_PARTITION_FAILED";
    case CL_KERNEL_ARG_INFO_NOT_AVAILABLE: return "CL_KERNEL_ARG_INFO_NOT_AVAILABLE";
    case CL_INVALID_VALUE: return "CL_INVALID_VALUE";
    case CL_INVALID_DEVICE_TYPE: return "CL_INVALID_DEVICE_TYPE";
    case CL_INVALID_PLATFORM: return "CL_INVALID_PLATFORM";
    case CL_INVALID_DEVICE: return "CL_INVALID_DEVICE";
    case CL_INVALID_CONTEXT: return "CL_INVALID_CONTEXT";
    case CL_INVALID_QUEUE_PROPERTIES: return "CL_INVALID_QUEUE_PROPERTIES";
    case CL_INVALID_COMMAND_QUEUE: return "CL_INVALID_COMMAND_QUEUE";
    case CL_INVALID_HOST_PTR: return "CL_INVALID_HOST_PTR";
    case CL_INVALID_MEM_OBJECT: return "CL_INVALID_MEM_OBJECT";
    case CL_INVALID_IMAGE_FORMAT_DESCRIPTOR: return "CL_INVALID_IMAGE_FORMAT_DESCRIPTOR";
    case CL_INVALID_IMAGE_SIZE: return "CL_INVALID_IMAGE_SIZE";
    case CL_INVALID_SAMPLER: return "CL_INVALID_SAMPLER";
    case CL_INVALID_BINARY: return "CL_INVALID_BINARY";
    case CL_INVALID_BUILD_OPTIONS: return "CL_INVALID_BUILD_OPTIONS";
    case CL_INVALID_PROGRAM: return "CL_INVALID_PROGRAM";
    case CL_INVALID_PROGRAM_EXECUTABLE: return "CL_INVALID_PROGRAM_EXECUTABLE";
    case CL_INVALID_KERNEL_NAME: return "CL_INVALID_KERNEL_NAME";
    case CL_INVALID_KERNEL_DEFINITION: return "CL_INVALID_KERNEL_DEFINITION";
    case CL_INVALID_KERNEL: return "CL_INVALID_KERNEL";
    case CL_INVALID_ARG_INDEX: return "CL_INVALID_ARG_INDEX";
    case CL_INVALID_ARG_VALUE: return "CL_INVALID_ARG_VALUE";
    case CL_INVALID_ARG_SIZE: return "CL_INVALID_ARG_SIZE";
    case CL_INVALID_KERNEL_ARGS: return "CL_INVALID_KERNEL_ARGS";
    case CL_INVALID_WORK_DIMENSION: return "CL_INVALID_WORK_DIMENSION";
    case CL_INVALID_WORK_GROUP_SIZE: return "CL_INVALID_WORK_GROUP_SIZE";
    case CL_INVALID_WORK_ITEM_SIZE: return "CL_INVALID_WORK_ITEM_SIZE";
    case CL_INVALID_GLOBAL_OFFSET: return "CL_INVALID_GLOBAL_OFFSET";
    case CL_INVALID_EVENT_WAIT_LIST: return "CL_INVALID_EVENT_WAIT_LIST";
    case CL_INVALID_EVENT: return "CL_INVALID_EVENT";
    case CL_INVALID_OPERATION: return "CL_INVALID_OPERATION";
    case CL_INVALID_GL_OBJECT: return "CL_INVALID_GL_OBJECT";
    case CL_INVALID_BUFFER_SIZE: return "CL_INVALID_BUFFER_SIZE";
    case CL_INVALID_MIP_LEVEL: return "CL_INVALID_MIP_LEVEL";
    case CL_INVALID_GLOBAL_WORK_SIZE: return "CL_INVALID_GLOBAL_WORK_SIZE";
    case CL_INVALID_PROPERTY: return "CL_INVALID_PROPERTY";
    case CL_INVALID_IMAGE_DESCRIPTOR: return "CL_INVALID_IMAGE_DESCRIPTOR";
    case CL_INVALID_COMPILER_OPTIONS: return "CL_INVALID_COMPILER_OPTIONS";
    case CL_INVALID_LINKER_OPTIONS: return "CL_INVALID_LINKER_OPTIONS";
    case CL_INVALID_DEVICE_PARTITION_COUNT: return "CL_INVALID_DEVICE_PARTITION_COUNT";
    case -1001: return "CL_PLATFORM_NOT_FOUND_KHR (the ICD loader found no OpenCL platform)";
    default: return "an OpenCL error";
    }
}

/* Reports a failed OpenCL call with the place in the source that caused it, and exits. */
HICUDA_CL_API void hicuda_cl_check(cl_int err, const char *where)
{
    if (err != CL_SUCCESS) {
        fprintf(stderr, "%s: OpenCL error: %s (%d)\n", where, hicuda_cl_error_name(err), (int) err);
        exit(EXIT_FAILURE);
    }
}

HICUDA_CL_API void hicuda_cl_fail(const char *where, const char *message)
{
    fprintf(stderr, "%s: OpenCL error: %s\n", where, message);
    exit(EXIT_FAILURE);
}

/* ------------------------------------------------------------------ the device */

HICUDA_CL_API int hicuda_cl_contains(const char *text, const char *part)
{
    size_t n = strlen(part);
    for (; *text; text++) {
        size_t i = 0;
        while (i < n && text[i] && tolower((unsigned char) text[i]) == tolower((unsigned char) part[i])) {
            i++;
        }
        if (i == n) {
            return 1;
        }
    }
    return n == 0;
}

HICUDA_CL_API int hicuda_cl_is_number(const char *s)
{
    if (!*s) {
        return 0;
    }
    for (; *s; s++) {
        if (!isdigit((unsigned char) *s)) {
            return 0;
        }
    }
    return 1;
}

/* Whether device d (number `index` of all, number `d_index` of platform number `p_index`) is the one `spec` asks for. */
HICUDA_CL_API int hicuda_cl_matches(const char *spec, cl_platform_id p, cl_device_id d, int p_index, int d_index, int index,
                                    const char *where)
{
    char pname[256] = "", dname[256] = "";
    cl_device_type type = 0;
    const char *colon = strchr(spec, ':');
    hicuda_cl_check(clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof pname - 1, pname, NULL), where);
    hicuda_cl_check(clGetDeviceInfo(d, CL_DEVICE_NAME, sizeof dname - 1, dname, NULL), where);
    hicuda_cl_check(clGetDeviceInfo(d, CL_DEVICE_TYPE, sizeof type, &type, NULL), where);
    if (colon != NULL && colon > spec && hicuda_cl_is_number(colon + 1)) {
        char head[32];
        size_t n = (size_t) (colon - spec);
        if (n < sizeof head) {
            memcpy(head, spec, n);
            head[n] = 0;
            if (hicuda_cl_is_number(head)) {
                return atoi(head) == p_index && atoi(colon + 1) == d_index;
            }
        }
    }
    if (hicuda_cl_is_number(spec)) {
        return atoi(spec) == index;
    }
    if (strcmp(spec, "gpu") == 0 || strcmp(spec, "GPU") == 0) {
        return (type & CL_DEVICE_TYPE_GPU) != 0;
    }
    if (strcmp(spec, "cpu") == 0 || strcmp(spec, "CPU") == 0) {
        return (type & CL_DEVICE_TYPE_CPU) != 0;
    }
    if (strcmp(spec, "accelerator") == 0) {
        return (type & CL_DEVICE_TYPE_ACCELERATOR) != 0;
    }
    return hicuda_cl_contains(pname, spec) || hicuda_cl_contains(dname, spec);
}

/* Lists the platforms and devices on stderr (when the one asked for is not there). */
HICUDA_CL_API void hicuda_cl_list_devices(cl_platform_id *ps, cl_uint np)
{
    cl_uint i, j;
    int index = 0;
    fprintf(stderr, "the OpenCL devices here (HICUDA_OPENCL_DEVICE=P:D, =N, =gpu, =cpu or a part of a name):\n");
    for (i = 0; i < np; i++) {
        cl_device_id ds[64];
        cl_uint nd = 0;
        char pname[256] = "";
        clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof pname - 1, pname, NULL);
        if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 64, ds, &nd) != CL_SUCCESS) {
            nd = 0;
        }
        for (j = 0; j < nd && j < 64; j++) {
            char dname[256] = "";
            clGetDeviceInfo(ds[j], CL_DEVICE_NAME, sizeof dname - 1, dname, NULL);
            fprintf(stderr, "  %u:%u (%d)  %s / %s\n", i, j, index++, pname, dname);
        }
    }
}

/* Chooses the device: HICUDA_OPENCL_DEVICE, else the first GPU, else the first CPU, else the first device. */
HICUDA_CL_API void hicuda_cl_choose_device(const char *where)
{
    cl_platform_id ps[16];
    cl_uint np = 0, i, j;
    const char *spec = getenv("HICUDA_OPENCL_DEVICE");
    cl_device_type order[3] = {CL_DEVICE_TYPE_GPU, CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_ALL};
    int pass, index;
    cl_int err = clGetPlatformIDs(16, ps, &np);
    if (err == -1001 || (err == CL_SUCCESS && np == 0)) {
        hicuda_cl_fail(where, "no OpenCL platform is installed (the ICD loader lists none: install a driver, e.g. PoCL for the CPU,"
                       " or name a vendor file's folder in OCL_ICD_VENDORS)");
    }
    hicuda_cl_check(err, where);
    if (np > 16) {
        np = 16;
    }
    for (pass = spec != NULL && *spec ? 0 : 1; pass < 4; pass++) {
        index = 0;
        for (i = 0; i < np; i++) {
            cl_device_id ds[64];
            cl_uint nd = 0;
            if (clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_ALL, 64, ds, &nd) != CL_SUCCESS) {
                continue;
            }
            for (j = 0; j < nd && j < 64; j++, index++) {
                cl_device_type type = 0;
                int chosen;
                hicuda_cl_check(clGetDeviceInfo(ds[j], CL_DEVICE_TYPE, sizeof type, &type, NULL), where);
                chosen = pass == 0 ? hicuda_cl_matches(spec, ps[i], ds[j], (int) i, (int) j, index, where)
                                   : (type & order[pass - 1]) != 0;
                if (chosen) {
                    hicuda_cl.platform = ps[i];
                    hicuda_cl.device = ds[j];
                    return;
                }
            }
        }
        if (pass == 0) {
            fprintf(stderr, "%s: OpenCL error: no OpenCL device matches HICUDA_OPENCL_DEVICE=%s; ", where, spec);
            hicuda_cl_list_devices(ps, np);
            exit(EXIT_FAILURE);
        }
    }
    hicuda_cl_fail(where, "the OpenCL platforms have no device");
}

/* Makes the context and the queue on the chosen device, at the first call of any helper. */
HICUDA_CL_API void hicuda_cl_init(const char *where)
{
    cl_int err;
    const char *verbose = getenv("HICUDA_OPENCL_VERBOSE");
    if (hicuda_cl.ready) {
        return;
    }
    hicuda_cl_choose_device(where);
    hicuda_cl_check(clGetPlatformInfo(hicuda_cl.platform, CL_PLATFORM_NAME, sizeof hicuda_cl.platform_name - 1,
                                      hicuda_cl.platform_name, NULL), where);
    hicuda_cl_check(clGetDeviceInfo(hicuda_cl.device, CL_DEVICE_NAME, sizeof hicuda_cl.device_name - 1, hicuda_cl.device_name, NULL),
                    where);
    hicuda_cl_check(clGetDeviceInfo(hicuda_cl.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof hicuda_cl.local_memory,
                                    &hicuda_cl.local_memory, NULL), where);
    hicuda_cl_check(clGetDeviceInfo(hicuda_cl.device, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof hicuda_cl.max_group_items,
                                    &hicuda_cl.max_group_items, NULL), where);
    hicuda_cl_check(clGetDeviceInfo(hicuda_cl.device, CL_DEVICE_MAX_WORK_ITEM_SIZES, sizeof hicuda_cl.max_items,
                                    hicuda_cl.max_items, NULL), where);
    hicuda_cl.context = clCreateContext(NULL, 1, &hicuda_cl.device, NULL, NULL, &err);
    hicuda_cl_check(err, where);
    /* with profiling, so that --profile can read the kernels' times from their events (a time stamp a command) */
    hicuda_cl.queue = clCreateCommandQueue(hicuda_cl.context, hicuda_cl.device, CL_QUEUE_PROFILING_ENABLE, &err);
    hicuda_cl_check(err, where);
    hicuda_cl.ready = 1;
    if (verbose != NULL && strcmp(verbose, "0") != 0) {
        fprintf(stderr, "hicuda: OpenCL device: %s / %s\n", hicuda_cl.platform_name, hicuda_cl.device_name);
    }
}

/* ------------------------------------------------------------------ the kernels' build */

/* The user's source line that line `cl_line` of the OpenCL C text was generated from (0 if none). */
HICUDA_CL_API const struct hicuda_cl_line *hicuda_cl_origin(const struct hicuda_cl_program *p, long cl_line)
{
    const struct hicuda_cl_line *found = NULL;
    int i;
    for (i = 0; i < p->line_count && p->lines[i].cl_line <= cl_line; i++) {
        found = &p->lines[i];
    }
    return found;
}

/* Prints line `n` (from 1) of `text`. */
HICUDA_CL_API void hicuda_cl_print_line(const char *text, long n)
{
    long line = 1;
    const char *end;
    while (line < n && *text) {
        if (*text++ == '\n') {
            line++;
        }
    }
    end = strchr(text, '\n');
    fprintf(stderr, "    %.*s\n", (int) (end != NULL ? end - text : (long) strlen(text)), text);
}

/* The line number of the text that a compiler message names ("<source>:LINE:COL: error: ...", the name
 * before it differing between compilers), or 0. */
HICUDA_CL_API long hicuda_cl_message_line(const char *message, size_t n)
{
    size_t i;
    for (i = 0; i + 1 < n; i++) {
        if (message[i] == ':' && isdigit((unsigned char) message[i + 1])) {
            char *end;
            long line = strtol(message + i + 1, &end, 10);
            if ((size_t) (end - message) < n && *end == ':') {
                return line;
            }
        }
    }
    return 0;
}

/* The compiler's log; after each error or warning that names a line of the text, that line and the
 * line of the user's source it was generated from. */
HICUDA_CL_API void hicuda_cl_print_log(const struct hicuda_cl_program *p, const char *log)
{
    while (*log) {
        const char *end = strchr(log, '\n');
        size_t n = end != NULL ? (size_t) (end - log) : strlen(log);
        long cl_line = hicuda_cl_message_line(log, n);
        fprintf(stderr, "%.*s\n", (int) n, log);
        if (cl_line > 0) {
            const struct hicuda_cl_line *o = hicuda_cl_origin(p, cl_line);
            char line[1024];
            size_t len = n < sizeof line ? n : sizeof line - 1;
            memcpy(line, log, len);
            line[len] = 0;
            if (o != NULL && (strstr(line, "error") != NULL || strstr(line, "warning") != NULL)) {
                fprintf(stderr, "%s:%d: note: line %ld of %s was generated from here:\n", o->file, o->line, cl_line, p->file);
                hicuda_cl_print_line(p->source, cl_line);
            }
        }
        log += n;
        if (*log == '\n') {
            log++;
        }
    }
}

/* Builds the program at the first launch; a failed build prints the log, traced back to the user's lines. */
HICUDA_CL_API void hicuda_cl_build(const char *where)
{
    const struct hicuda_cl_program *p = hicuda_cl_program_text();
    const char *extra = getenv("HICUDA_OPENCL_BUILD_OPTIONS");
    const char *source = p->source;
    cl_int err;
    hicuda_cl_file.program = clCreateProgramWithSource(hicuda_cl.context, 1, &source, NULL, &err);
    hicuda_cl_check(err, where);
    err = clBuildProgram(hicuda_cl_file.program, 1, &hicuda_cl.device, extra != NULL ? extra : "", NULL, NULL);
    if (err != CL_SUCCESS) {
        size_t size = 0;
        char *log;
        clGetProgramBuildInfo(hicuda_cl_file.program, hicuda_cl.device, CL_PROGRAM_BUILD_LOG, 0, NULL, &size);
        log = (char *) calloc(size + 1, 1);
        if (log != NULL) {
            clGetProgramBuildInfo(hicuda_cl_file.program, hicuda_cl.device, CL_PROGRAM_BUILD_LOG, size, log, NULL);
        }
        fprintf(stderr, "%s: OpenCL error: %s: the OpenCL C compiler of %s / %s rejected the kernels (%s); its log:\n", where,
                hicuda_cl_error_name(err), hicuda_cl.platform_name, hicuda_cl.device_name, p->file);
        hicuda_cl_print_log(p, log != NULL ? log : "");
        free(log);
        exit(EXIT_FAILURE);
    }
}

/* A kernel of the program, with its limits on this device (a launch function keeps one, made at its first launch). */
struct hicuda_cl_kernel {
    cl_kernel kernel;
    size_t max_group_items;  /* CL_KERNEL_WORK_GROUP_SIZE */
    cl_ulong local_bytes;    /* CL_KERNEL_LOCAL_MEM_SIZE: its __local arrays (the shared memory) */
};

/* Makes k the kernel named `name` (the program is built at the first call). */
HICUDA_CL_API void hicuda_cl_kernel(struct hicuda_cl_kernel *k, const char *name, const char *where)
{
    cl_int err;
    hicuda_cl_init(where);
    if (hicuda_cl_file.program == NULL) {
        hicuda_cl_build(where);
    }
    k->kernel = clCreateKernel(hicuda_cl_file.program, name, &err);
    hicuda_cl_check(err, where);
    hicuda_cl_check(clGetKernelWorkGroupInfo(k->kernel, hicuda_cl.device, CL_KERNEL_WORK_GROUP_SIZE, sizeof k->max_group_items,
                                             &k->max_group_items, NULL), where);
    hicuda_cl_check(clGetKernelWorkGroupInfo(k->kernel, hicuda_cl.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof k->local_bytes,
                                             &k->local_bytes, NULL), where);
}

/* Sets argument `index` of kernel k. */
HICUDA_CL_API void hicuda_cl_arg(const struct hicuda_cl_kernel *k, cl_uint index, size_t size, const void *value, const char *where)
{
    hicuda_cl_check(clSetKernelArg(k->kernel, index, size, value), where);
}

/* Enqueues kernel k over groups[d] work-groups of items[d] work-items in each dimension d, after checking
 * them, and the kernel's local memory, against the device's limits. */
HICUDA_CL_API void hicuda_cl_run(const struct hicuda_cl_kernel *k, const size_t groups[3], const size_t items[3], const char *where)
{
    size_t global[3], per_group = 1;
    char message[512];
    cl_int err;
    int d;
    for (d = 0; d < 3; d++) {
        if (items[d] > hicuda_cl.max_items[d]) {
            snprintf(message, sizeof message, "%lu work-items in dimension %d of a work-group (threads of a block), but %s allows %lu",
                     (unsigned long) items[d], d, hicuda_cl.device_name, (unsigned long) hicuda_cl.max_items[d]);
            hicuda_cl_fail(where, message);
        }
        global[d] = groups[d] * items[d];
        per_group *= items[d];
    }
    if (per_group > hicuda_cl.max_group_items) {
        snprintf(message, sizeof message, "%lu work-items per work-group (threads per block), but %s allows %lu",
                 (unsigned long) per_group, hicuda_cl.device_name, (unsigned long) hicuda_cl.max_group_items);
        hicuda_cl_fail(where, message);
    }
    if (k->local_bytes > hicuda_cl.local_memory) {
        snprintf(message, sizeof message, "the kernel needs %lu bytes of local (shared) memory per work-group, but %s has %lu",
                 (unsigned long) k->local_bytes, hicuda_cl.device_name, (unsigned long) hicuda_cl.local_memory);
        hicuda_cl_fail(where, message);
    }
    /* The kernel's own limit (CL_KERNEL_WORK_GROUP_SIZE) is not checked before the launch: NVIDIA's driver reports
     * 256 for every kernel and runs 512 and 1024 work-items (measured on an H100, docs/opencl.md); it is named when
     * the driver refuses the launch. */
    err = clEnqueueNDRangeKernel(hicuda_cl.queue, k->kernel, 3, NULL, global, items, 0, NULL,
                                 hicuda_cl.profiling ? &hicuda_cl.last_launch : NULL);
    if ((err == CL_INVALID_WORK_GROUP_SIZE || err == CL_OUT_OF_RESOURCES) && per_group > k->max_group_items) {
        snprintf(message, sizeof message, "%lu work-items per work-group (threads per block), but this kernel can have at most %lu on %s",
                 (unsigned long) per_group, (unsigned long) k->max_group_items, hicuda_cl.device_name);
        hicuda_cl_fail(where, message);
    }
    hicuda_cl_check(err, where);
}

/* Waits for everything enqueued (the kernels: copies are blocking). */
HICUDA_CL_API void hicuda_cl_finish(const char *where)
{
    hicuda_cl_init(where);
    hicuda_cl_check(clFinish(hicuda_cl.queue), where);
}

/* Kernel launches do not wait for their kernel (the queue runs in order): the host waits where it
 * needs the device's results (hicuda_cl_wait: before a copy back to the host and a free, and at the
 * program's exit), and a kernel's error is reported there with the place of its kernel directive.
 * HICUDA_SYNC_KERNELS=1 in the environment makes every launch wait for its kernel. */

/* Waits for the kernels in flight; returns the error of clFinish, reported with the kernels' place. */
HICUDA_CL_API cl_int hicuda_cl_wait_for_kernels(const char *where)
{
    cl_int err = clFinish(hicuda_cl.queue);
    if (err != CL_SUCCESS) {
        if (hicuda_cl.kernels_in_flight <= 1) {
            fprintf(stderr, "%s: OpenCL error: %s (%d)", hicuda_cl.last_kernel, hicuda_cl_error_name(err), (int) err);
            if (where != hicuda_cl.last_kernel) {
                fprintf(stderr, ", reported when the host waited for it at %s", where);
            }
            fprintf(stderr, "\n");
        } else {
            fprintf(stderr, "%s: OpenCL error: %s (%d), in one of the %d kernels launched since the host last waited, the last of"
                    " them %s (HICUDA_SYNC_KERNELS=1 makes every launch wait, to tell which)\n",
                    where, hicuda_cl_error_name(err), (int) err, hicuda_cl.kernels_in_flight, hicuda_cl.last_kernel);
        }
    }
    hicuda_cl.kernels_in_flight = 0;
    return err;
}

/* Waits for the kernels launched before (nothing to do when none is in flight); exits on their errors. */
HICUDA_CL_API void hicuda_cl_wait(const char *where)
{
    if (hicuda_cl.kernels_in_flight > 0 && hicuda_cl_wait_for_kernels(where) != CL_SUCCESS) {
        exit(EXIT_FAILURE);
    }
}

/* At the program's exit: the kernels still in flight finish, and their errors are reported. */
HICUDA_CL_API void hicuda_cl_wait_at_exit(void)
{
    if (hicuda_cl.kernels_in_flight > 0 && hicuda_cl_wait_for_kernels("the program's exit") != CL_SUCCESS) {
        fflush(NULL);
        _Exit(EXIT_FAILURE);
    }
}

/* Called after each launch of a kernel (`kernel`: the place of its directive and its name). */
HICUDA_CL_API void hicuda_cl_launched(const char *kernel)
{
    static int wait_for_each = -1;
    if (wait_for_each < 0) {
        const char *s = getenv("HICUDA_SYNC_KERNELS");
        wait_for_each = s != NULL && s[0] != '\0' && strcmp(s, "0") != 0;
        atexit(hicuda_cl_wait_at_exit);
    }
    hicuda_cl.last_kernel = kernel;
    hicuda_cl.kernels_in_flight++;
    if (wait_for_each) {
        hicuda_cl_wait(kernel);
    }
}

/* ------------------------------------------------------------------ memory */

/* A device buffer of `bytes` bytes (a device copy: cudaMalloc's counterpart). */
HICUDA_CL_API cl_mem hicuda_cl_alloc(size_t bytes, const char *where)
{
    cl_int err;
    cl_mem m;
    hicuda_cl_init(where);
    m = clCreateBuffer(hicuda_cl.context, CL_MEM_READ_WRITE, bytes > 0 ? bytes : 1, NULL, &err);
    hicuda_cl_check(err, where);
    return m;
}

HICUDA_CL_API void hicuda_cl_free(cl_mem m, const char *where)
{
    hicuda_cl_check(clReleaseMemObject(m), where);
}

/* Sets `bytes` bytes of m to zero. */
HICUDA_CL_API void hicuda_cl_clear(cl_mem m, size_t bytes, const char *where)
{
    unsigned char zero = 0;
    if (bytes > 0) {
        hicuda_cl_check(clEnqueueFillBuffer(hicuda_cl.queue, m, &zero, 1, 0, bytes, 0, NULL, NULL), where);
        hicuda_cl_check(clFinish(hicuda_cl.queue), where);
    }
}

/* Writes `bytes` bytes from host memory to m at byte `offset` (blocking). */
HICUDA_CL_API void hicuda_cl_write(cl_mem m, size_t offset, const void *host, size_t bytes, const char *where)
{
    hicuda_cl_check(clEnqueueWriteBuffer(hicuda_cl.queue, m, CL_TRUE, offset, bytes, host, 0, NULL, NULL), where);
}

/* Copies a box of depth x height rows of width bytes between m (from byte `offset`, rows `dpitch`
 * bytes apart, `drows` rows a slice) and host memory at `host` (rows `hpitch` bytes apart, `hrows`
 * rows a slice): one clEnqueueWriteBuffer/ReadBuffer when it is one run, else one
 * clEnqueueWriteBufferRect/ReadBufferRect (blocking). */
HICUDA_CL_API void hicuda_cl_copy_box(enum hicuda_cl_direction dir, cl_mem m, size_t offset, size_t dpitch, size_t drows, const void *host,
                                      size_t hpitch, size_t hrows, size_t width, size_t height, size_t depth, const char *where)
{
    size_t dslice = dpitch * drows, origin[3], host_origin[3] = {0, 0, 0}, region[3];
    if (width == 0 || height == 0 || depth == 0) {
        return;
    }
    if (height <= 1 && depth <= 1) {
        if (dir == HICUDA_CL_TO_DEVICE) {
            hicuda_cl_check(clEnqueueWriteBuffer(hicuda_cl.queue, m, CL_TRUE, offset, width, host, 0, NULL, NULL), where);
        } else {
            hicuda_cl_check(clEnqueueReadBuffer(hicuda_cl.queue, m, CL_TRUE, offset, width, (void *) host, 0, NULL, NULL), where);
        }
        return;
    }
    /* the offset as (bytes, row, slice) of the device array's layout */
    origin[2] = depth > 1 ? offset / dslice : 0;
    origin[1] = (offset - origin[2] * dslice) / dpitch;
    origin[0] = offset - origin[2] * dslice - origin[1] * dpitch;
    region[0] = width;
    region[1] = height;
    region[2] = depth;
    if (dir == HICUDA_CL_TO_DEVICE) {
        hicuda_cl_check(clEnqueueWriteBufferRect(hicuda_cl.queue, m, CL_TRUE, origin, host_origin, region, dpitch,
                                                 depth > 1 ? dslice : 0, hpitch, depth > 1 ? hpitch * hrows : 0, host, 0, NULL,
                                                 NULL), where);
    } else {
        hicuda_cl_check(clEnqueueReadBufferRect(hicuda_cl.queue, m, CL_TRUE, origin, host_origin, region, dpitch,
                                                depth > 1 ? dslice : 0, hpitch, depth > 1 ? hpitch * hrows : 0, (void *) host, 0, NULL,
                                                NULL), where);
    }
}

/* The constant pool: one read-only buffer of `bytes` bytes, made (zeroed, as CUDA's __constant__
 * memory starts) at the first use, passed to every kernel as its __constant parameter. */
HICUDA_CL_API cl_mem hicuda_cl_constant_pool(size_t bytes, const char *where)
{
    if (hicuda_cl_file.constant_pool == NULL) {
        cl_int err;
        hicuda_cl_init(where);
        hicuda_cl_file.constant_pool = clCreateBuffer(hicuda_cl.context, CL_MEM_READ_ONLY, bytes, NULL, &err);
        hicuda_cl_check(err, where);
        hicuda_cl_clear(hicuda_cl_file.constant_pool, bytes, where);
    }
    return hicuda_cl_file.constant_pool;
}

/* ------------------------------------------------------------------ --profile */

/* --profile: each launch of a kernel region keeps its event (the queue has profiling on); the times are
 * collected at the program's exit, where a table of the regions is printed on standard error.
 * HICUDA_PROFILE_CSV=FILE in the environment also appends one line a launch to FILE: launch number (in
 * launch order, from 0), kernel, source line, milliseconds (docs/translation.md, "Profiling"). */
struct hicuda_cl_profile {
    const char *kernel;           /* the kernel's name */
    const char *where;            /* file:line of its kernel directive */
    long launches;                /* launches collected so far */
    double total_ms;              /* their total time */
    int registered;               /* on the list of regions yet */
    int pending;                  /* launches recorded, not collected yet */
    int capacity;
    cl_event *events;             /* the event of each pending launch */
    long *numbers;                /* the launch number of each pending launch */
    struct hicuda_cl_profile *next;
};
static struct hicuda_cl_profile *hicuda_cl_profile_first, *hicuda_cl_profile_last;
static long hicuda_cl_profile_numbered;  /* launches recorded so far, all regions of this file */

/* Adds the times of the launches recorded so far (the queue has finished them) to their regions. */
HICUDA_CL_API void hicuda_cl_profile_collect(const char *where)
{
    struct hicuda_cl_profile *r;
    const char *path = getenv("HICUDA_PROFILE_CSV");
    FILE *csv = NULL;
    int i;
    if (path != NULL && path[0] != '\0') {
        csv = fopen(path, "a");
        if (csv == NULL) {
            fprintf(stderr, "hicuda profile: cannot append to %s (HICUDA_PROFILE_CSV)\n", path);
        }
    }
    for (r = hicuda_cl_profile_first; r != NULL; r = r->next) {
        for (i = 0; i < r->pending; i++) {
            cl_ulong start = 0, end = 0;
            double ms;
            hicuda_cl_check(clGetEventProfilingInfo(r->events[i], CL_PROFILING_COMMAND_START, sizeof start, &start, NULL), where);
            hicuda_cl_check(clGetEventProfilingInfo(r->events[i], CL_PROFILING_COMMAND_END, sizeof end, &end, NULL), where);
            hicuda_cl_check(clReleaseEvent(r->events[i]), where);
            ms = (double) (end - start) * 1e-6;
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

/* At the program's exit: waits for the queue, collects, prints the table. */
HICUDA_CL_API void hicuda_cl_profile_at_exit(void)
{
    struct hicuda_cl_profile *r;
    cl_int err = clFinish(hicuda_cl.queue);
    if (err != CL_SUCCESS) {
        fprintf(stderr, "hicuda profile: OpenCL error: %s (%d) at the program's exit; no table\n", hicuda_cl_error_name(err), (int) err);
        return;
    }
    hicuda_cl_profile_collect("the profile at the program's exit");
    fprintf(stderr, "hicuda profile: kernel time per kernel region (OpenCL events, %s)\n", hicuda_cl.device_name);
    fprintf(stderr, "%-24s %-32s %9s %12s %12s\n", "kernel", "source", "launches", "total ms", "mean ms");
    for (r = hicuda_cl_profile_first; r != NULL; r = r->next) {
        fprintf(stderr, "%-24s %-32s %9ld %12.4f %12.4f\n", r->kernel, r->where, r->launches, r->total_ms,
                r->launches > 0 ? r->total_ms / (double) r->launches : 0.0);
    }
}

/* Before a launch of region r: the launch will keep its event. */
HICUDA_CL_API void hicuda_cl_profile_begin(struct hicuda_cl_profile *r, const char *where)
{
    if (!r->registered) {
        if (hicuda_cl_profile_first == NULL) {
            atexit(hicuda_cl_profile_at_exit);
            hicuda_cl_profile_first = r;
        } else {
            hicuda_cl_profile_last->next = r;
        }
        hicuda_cl_profile_last = r;
        r->registered = 1;
    }
    if (r->pending == r->capacity) {
        if (r->capacity >= 4096) {
            /* many launches and no wait: wait here, so that the events can be collected */
            hicuda_cl_wait(where);
            hicuda_cl_check(clFinish(hicuda_cl.queue), where);
            hicuda_cl_profile_collect(where);
        } else {
            int cap = r->capacity == 0 ? 16 : 2 * r->capacity;
            r->events = (cl_event *) realloc(r->events, (size_t) cap * sizeof(cl_event));
            r->numbers = (long *) realloc(r->numbers, (size_t) cap * sizeof(long));
            if (r->events == NULL || r->numbers == NULL) {
                hicuda_cl_fail(where, "hicuda profile: out of host memory");
            }
            r->capacity = cap;
        }
    }
    hicuda_cl.profiling = 1;
    hicuda_cl.last_launch = NULL;
}

/* After a launch of region r: keeps the launch's event. */
HICUDA_CL_API void hicuda_cl_profile_end(struct hicuda_cl_profile *r, const char *where)
{
    hicuda_cl.profiling = 0;
    if (hicuda_cl.last_launch == NULL) {
        hicuda_cl_fail(where, "hicuda profile: the launch recorded no event");
    }
    r->numbers[r->pending] = hicuda_cl_profile_numbered++;
    r->events[r->pending++] = hicuda_cl.last_launch;
    hicuda_cl.last_launch = NULL;
}

#endif /* HICUDA_OPENCL_H */
