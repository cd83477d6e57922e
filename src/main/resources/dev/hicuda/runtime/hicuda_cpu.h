/*
 * hicuda_cpu.h -- CPU emulation of the CUDA programming model for the
 * hicuda CPU target.
 *
 * The hicuda translator emits the same CUDA C++ source for both targets.  In
 * the CPU target that source begins with  #include "hicuda_cpu.h"  and every
 * kernel launch  k<<<grid, block, shmem>>>(a, b)  is written as
 *
 *     hicuda_cpu_launch(grid, block, shmem, uses_barriers, "k", [=]() { k(a, b); });
 *
 * (or with a stream argument after shmem).  The program is then compiled with
 * g++ -std=gnu++17 -O2 -pthread and needs no other library.
 *
 * EXECUTION MODEL (see docs/cpu-target.md for the full story)
 *
 *  - A launch runs synchronously on the calling host thread.  Blocks run one
 *    after another in the order x fastest, then y, then z.  Because a block
 *    runs entirely on one OS thread, `__shared__` is `static thread_local`:
 *    all threads of a block (which are fibers of one OS thread) see the same
 *    storage, which is correct because blocks never run concurrently.
 *  - uses_barriers == true: each CUDA thread of a block is a user-level fiber
 *    (hand-written x86-64 context switch, or ucontext) with its own mmap-ed stack guarded by a PROT_NONE page.  A
 *    round-robin scheduler runs each fiber until it blocks at __syncthreads()
 *    (block barrier) or at a warp-synchronous intrinsic (__shfl*_sync,
 *    __ballot_sync, __any/__all_sync, __syncwarp: warp rendezvous), or until
 *    it returns.  A barrier is released when every thread of the block has
 *    arrived.  If every live fiber is blocked and the barrier cannot be
 *    released (some threads have exited = barrier divergence, or the threads
 *    wait at different kinds of synchronisation = deadlock) the runtime prints
 *    a diagnostic and exits with status 70.
 *  - uses_barriers == false: the threads of a block run as plain sequential
 *    calls (fast path).  Reaching __syncthreads() or a warp intrinsic in a
 *    block of more than one thread is then reported (exit status 70).
 *  - Device memory (cudaMalloc) is separate heap memory, poisoned with 0xFF
 *    bytes and recorded in an allocation table; cudaMemcpy & co. check
 *    directions against that table and fail with cudaErrorInvalidValue
 *    instead of copying silently.
 *
 * All internals live in namespace hicuda_cpu or carry the hicuda_cpu_ prefix.
 * Public names are those of the CUDA runtime API and CUDA device code.
 */
#ifndef HICUDA_CPU_H
#define HICUDA_CPU_H

#ifndef __cplusplus
#error "hicuda_cpu.h must be compiled as C++17 (g++ -std=gnu++17 -x c++)"
#endif

/* Standard headers first: some libstdc++ headers use __noinline__ as an
 * attribute name, which must be included before we define the CUDA macro. */
#include <algorithm>
#include <atomic>
#include <cctype>
#include <cstdarg>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#define HICUDA_CPU_RUNTIME 1
/* A function of the C API (hicuda_cpu_host.h): C linkage, emitted (weakly) by every C++ file
 * that includes this header, so that the host program, which is C, links with any of them. */
#define HICUDA_CPU_API extern "C" inline __attribute__((used))

/* ------------------------------------------------------------------------ */
/* Qualifiers                                                                */
/* ------------------------------------------------------------------------ */
#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...)
#define __align__(n) __attribute__((aligned(n)))
#define __grid_constant__
/* Per-block shared storage: every block runs on one OS thread (see above). */
#define __shared__ static thread_local

/* ------------------------------------------------------------------------ */
/* Built-in vector types and dim3                                            */
/* ------------------------------------------------------------------------ */
#define HICUDA_CPU_VEC1(T, N, A) \
    struct __attribute__((aligned(A))) N##1 { T x; }; \
    static inline N##1 make_##N##1(T x) { N##1 r; r.x = x; return r; }
#define HICUDA_CPU_VEC2(T, N, A) \
    struct __attribute__((aligned(A))) N##2 { T x, y; }; \
    static inline N##2 make_##N##2(T x, T y) { N##2 r; r.x = x; r.y = y; return r; }
#define HICUDA_CPU_VEC3(T, N) \
    struct N##3 { T x, y, z; }; \
    static inline N##3 make_##N##3(T x, T y, T z) { N##3 r; r.x = x; r.y = y; r.z = z; return r; }
#define HICUDA_CPU_VEC4(T, N, A) \
    struct __attribute__((aligned(A))) N##4 { T x, y, z, w; }; \
    static inline N##4 make_##N##4(T x, T y, T z, T w) { N##4 r; r.x = x; r.y = y; r.z = z; r.w = w; return r; }
#define HICUDA_CPU_VECS(T, N, A1, A2, A4) \
    HICUDA_CPU_VEC1(T, N, A1) HICUDA_CPU_VEC2(T, N, A2) HICUDA_CPU_VEC3(T, N) HICUDA_CPU_VEC4(T, N, A4)

HICUDA_CPU_VECS(signed char, char, 1, 2, 4)
HICUDA_CPU_VECS(unsigned char, uchar, 1, 2, 4)
HICUDA_CPU_VECS(short, short, 2, 4, 8)
HICUDA_CPU_VECS(unsigned short, ushort, 2, 4, 8)
HICUDA_CPU_VECS(int, int, 4, 8, 16)
HICUDA_CPU_VECS(unsigned int, uint, 4, 8, 16)
HICUDA_CPU_VECS(long, long, 8, 16, 16)
HICUDA_CPU_VECS(unsigned long, ulong, 8, 16, 16)
HICUDA_CPU_VECS(long long, longlong, 8, 16, 16)
HICUDA_CPU_VECS(unsigned long long, ulonglong, 8, 16, 16)
HICUDA_CPU_VECS(float, float, 4, 8, 16)
HICUDA_CPU_VECS(double, double, 8, 16, 16)
#undef HICUDA_CPU_VECS
#undef HICUDA_CPU_VEC1
#undef HICUDA_CPU_VEC2
#undef HICUDA_CPU_VEC3
#undef HICUDA_CPU_VEC4

/* dim3: like CUDA's, every component defaults to 1. */
struct dim3 {
    unsigned int x, y, z;
    constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
    constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    constexpr operator uint3() const { return uint3{x, y, z}; }
};

/* Built-in variables: values for the running CUDA thread.  All fibers of a
 * block share one OS thread; the scheduler stores the running fiber's values
 * here before switching to it. */
inline thread_local uint3 threadIdx = {0, 0, 0};
inline thread_local uint3 blockIdx = {0, 0, 0};
inline thread_local dim3 blockDim = dim3(1, 1, 1);
inline thread_local dim3 gridDim = dim3(1, 1, 1);
constexpr int warpSize = 32;

/* ------------------------------------------------------------------------ */
/* Error codes and runtime types                                             */
/* ------------------------------------------------------------------------ */
#include "hicuda_cpu_host.h" /* the error codes, copy kinds, streams and events, 3-D copy types, and the C API */


enum cudaFuncAttribute {
    cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
    cudaFuncAttributePreferredSharedMemoryCarveout = 9
};

enum cudaFuncCache {
    cudaFuncCachePreferNone = 0, cudaFuncCachePreferShared = 1,
    cudaFuncCachePreferL1 = 2, cudaFuncCachePreferEqual = 3
};

struct hicuda_cpu_stream_s { int id; };
struct hicuda_cpu_event_s { std::chrono::steady_clock::time_point t; bool recorded; };
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00

struct cudaDeviceProp {
    char name[256];
    size_t totalGlobalMem;
    size_t sharedMemPerBlock;
    int regsPerBlock;
    int warpSize;
    size_t memPitch;
    int maxThreadsPerBlock;
    int maxThreadsDim[3];
    int maxGridSize[3];
    int clockRate;
    size_t totalConstMem;
    int major;
    int minor;
    size_t textureAlignment;
    size_t texturePitchAlignment;
    int deviceOverlap;
    int multiProcessorCount;
    int kernelExecTimeoutEnabled;
    int integrated;
    int canMapHostMemory;
    int computeMode;
    int concurrentKernels;
    int ECCEnabled;
    int pciBusID;
    int pciDeviceID;
    int pciDomainID;
    int asyncEngineCount;
    int unifiedAddressing;
    int memoryClockRate;
    int memoryBusWidth;
    int l2CacheSize;
    int persistingL2CacheMaxSize;
    int maxThreadsPerMultiProcessor;
    int streamPrioritiesSupported;
    int globalL1CacheSupported;
    int localL1CacheSupported;
    size_t sharedMemPerMultiprocessor;
    int regsPerMultiprocessor;
    int managedMemory;
    int isMultiGpuBoard;
    int concurrentManagedAccess;
    size_t sharedMemPerBlockOptin;
    size_t reservedSharedMemPerBlock;
    int maxBlocksPerMultiProcessor;
    int cooperativeLaunch;
};

/* 3-D copies */
static inline cudaPitchedPtr make_cudaPitchedPtr(void *d, size_t p, size_t xsz, size_t ysz) {
    cudaPitchedPtr r; r.ptr = d; r.pitch = p; r.xsize = xsz; r.ysize = ysz; return r;
}
static inline cudaPos make_cudaPos(size_t x, size_t y, size_t z) { cudaPos r; r.x = x; r.y = y; r.z = z; return r; }
static inline cudaExtent make_cudaExtent(size_t w, size_t h, size_t d) {
    cudaExtent r; r.width = w; r.height = h; r.depth = d; return r;
}

/* Textures (linear memory only) */
typedef unsigned long long cudaTextureObject_t;
enum cudaChannelFormatKind {
    cudaChannelFormatKindSigned = 0, cudaChannelFormatKindUnsigned = 1,
    cudaChannelFormatKindFloat = 2, cudaChannelFormatKindNone = 3
};
struct cudaChannelFormatDesc { int x, y, z, w; enum cudaChannelFormatKind f; };
enum cudaResourceType {
    cudaResourceTypeArray = 0, cudaResourceTypeMipmappedArray = 1,
    cudaResourceTypeLinear = 2, cudaResourceTypePitch2D = 3
};
struct cudaResourceDesc {
    enum cudaResourceType resType;
    union {
        struct { cudaArray_t array; } array;
        struct { void *mipmap; } mipmap;
        struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t sizeInBytes; } linear;
        struct { void *devPtr; struct cudaChannelFormatDesc desc; size_t width; size_t height; size_t pitchInBytes; } pitch2D;
    } res;
};
enum cudaTextureAddressMode { cudaAddressModeWrap = 0, cudaAddressModeClamp = 1, cudaAddressModeMirror = 2, cudaAddressModeBorder = 3 };
enum cudaTextureFilterMode { cudaFilterModePoint = 0, cudaFilterModeLinear = 1 };
enum cudaTextureReadMode { cudaReadModeElementType = 0, cudaReadModeNormalizedFloat = 1 };
struct cudaTextureDesc {
    enum cudaTextureAddressMode addressMode[3];
    enum cudaTextureFilterMode filterMode;
    enum cudaTextureReadMode readMode;
    int sRGB;
    float borderColor[4];
    int normalizedCoords;
    unsigned int maxAnisotropy;
    enum cudaTextureFilterMode mipmapFilterMode;
    float mipmapLevelBias;
    float minMipmapLevelClamp;
    float maxMipmapLevelClamp;
    int disableTrilinearOptimization;
    int seamlessCubemap;
};
struct cudaResourceViewDesc { int format; size_t width, height, depth; unsigned firstMipmapLevel, lastMipmapLevel, firstLayer, lastLayer; };

template <class T> static inline cudaChannelFormatDesc cudaCreateChannelDesc() {
    return cudaChannelFormatDesc{0, 0, 0, 0, cudaChannelFormatKindNone};
}
static inline cudaChannelFormatDesc cudaCreateChannelDesc(int x, int y, int z, int w, enum cudaChannelFormatKind f) {
    return cudaChannelFormatDesc{x, y, z, w, f};
}
#define HICUDA_CPU_CHANNEL(T, X, Y, Z, W, K) \
    template <> inline cudaChannelFormatDesc cudaCreateChannelDesc<T>() { return cudaChannelFormatDesc{X, Y, Z, W, K}; }
HICUDA_CPU_CHANNEL(float, 32, 0, 0, 0, cudaChannelFormatKindFloat)
HICUDA_CPU_CHANNEL(float2, 32, 32, 0, 0, cudaChannelFormatKindFloat)
HICUDA_CPU_CHANNEL(float4, 32, 32, 32, 32, cudaChannelFormatKindFloat)
HICUDA_CPU_CHANNEL(int, 32, 0, 0, 0, cudaChannelFormatKindSigned)
HICUDA_CPU_CHANNEL(int2, 32, 32, 0, 0, cudaChannelFormatKindSigned)
HICUDA_CPU_CHANNEL(int4, 32, 32, 32, 32, cudaChannelFormatKindSigned)
HICUDA_CPU_CHANNEL(unsigned int, 32, 0, 0, 0, cudaChannelFormatKindUnsigned)
HICUDA_CPU_CHANNEL(uint2, 32, 32, 0, 0, cudaChannelFormatKindUnsigned)
HICUDA_CPU_CHANNEL(uint4, 32, 32, 32, 32, cudaChannelFormatKindUnsigned)
HICUDA_CPU_CHANNEL(char, 8, 0, 0, 0, cudaChannelFormatKindSigned)
HICUDA_CPU_CHANNEL(signed char, 8, 0, 0, 0, cudaChannelFormatKindSigned)
HICUDA_CPU_CHANNEL(unsigned char, 8, 0, 0, 0, cudaChannelFormatKindUnsigned)
HICUDA_CPU_CHANNEL(uchar4, 8, 8, 8, 8, cudaChannelFormatKindUnsigned)
HICUDA_CPU_CHANNEL(short, 16, 0, 0, 0, cudaChannelFormatKindSigned)
HICUDA_CPU_CHANNEL(unsigned short, 16, 0, 0, 0, cudaChannelFormatKindUnsigned)
#undef HICUDA_CPU_CHANNEL

/* ------------------------------------------------------------------------ */
/* Runtime state                                                             */
/* ------------------------------------------------------------------------ */
namespace hicuda_cpu {

constexpr size_t kDefaultSharedLimit = 48 * 1024;   /* without opt-in */
constexpr size_t kOptinSharedLimit = 232448;        /* 227 KiB, sm_90 */
constexpr int kExitCode = 70;

enum class AllocKind { Device, Symbol };
struct Alloc { size_t size; AllocKind kind; };

struct Texture { const char *ptr; size_t size; cudaChannelFormatDesc desc; bool live; };

/* Everything the runtime remembers between API calls.  One instance per
 * process (function-local static, so header-only and ODR-safe). */
struct State {
    std::map<uintptr_t, Alloc> allocs;          /* start -> allocation */
    cudaError_t last_error = cudaSuccess;
    std::map<std::string, size_t> max_dyn_shared; /* kernel name -> opt-in bytes */
    std::vector<Texture> textures = std::vector<Texture>(1); /* id 0 invalid */
    std::vector<void *> stacks;                 /* fiber stacks, reused */
    size_t stack_size = 0;                      /* usable bytes per stack */
    size_t page = 4096;
    int device = 0;
    /* HICUDA_CPU_KERNEL_FAULT=NAME: every launch of kernel NAME ends as a faulting kernel does on a GPU:
     * the fault is found after the kernel, and every later synchronization, copy, allocation and free
     * returns cudaErrorLaunchFailure (sticky), so that a program's reports of asynchronous kernel errors
     * can be tested without a GPU. */
    cudaError_t kernel_fault = cudaSuccess;
};
inline State &st() { static State s; return s; }

[[noreturn]] inline void fatal(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
inline void fatal(const char *fmt, ...) {
    std::fflush(stdout);
    va_list ap;
    va_start(ap, fmt);
    std::fputs("hicuda-cpu: error: ", stderr);
    std::vfprintf(stderr, fmt, ap);
    std::fputc('\n', stderr);
    va_end(ap);
    std::fflush(stderr);
    std::exit(kExitCode);
}

inline cudaError_t set_error(cudaError_t e) {
    if (e != cudaSuccess) st().last_error = e;
    return e;
}

/* Returns the live allocation containing [p, p+n) or nullptr. */
inline const std::pair<const uintptr_t, Alloc> *find_alloc(const void *p, size_t n) {
    auto &m = st().allocs;
    uintptr_t a = reinterpret_cast<uintptr_t>(p);
    auto it = m.upper_bound(a);
    if (it == m.begin()) return nullptr;
    --it;
    size_t nn = n == 0 ? 1 : n;
    if (a >= it->first && a - it->first < it->second.size && nn <= it->second.size - (a - it->first))
        return &*it;
    return nullptr;
}
/* True if any byte of [p, p+n) lies in device memory. */
inline bool touches_device(const void *p, size_t n) {
    auto &m = st().allocs;
    uintptr_t a = reinterpret_cast<uintptr_t>(p);
    size_t nn = n == 0 ? 1 : n;
    auto it = m.upper_bound(a + nn - 1);
    if (it == m.begin()) return false;
    --it;
    return it->first + it->second.size > a;
}
inline bool is_device(const void *p, size_t n) { return find_alloc(p, n) != nullptr; }
inline bool is_host(const void *p, size_t n) { return !touches_device(p, n); }

/* Checks the direction of a copy of dst/src spans. */
inline cudaError_t check_copy(void *dst, size_t dn, const void *src, size_t sn, cudaMemcpyKind kind) {
    bool dd, sd;
    switch (kind) {
    case cudaMemcpyHostToHost: dd = false; sd = false; break;
    case cudaMemcpyHostToDevice: dd = true; sd = false; break;
    case cudaMemcpyDeviceToHost: dd = false; sd = true; break;
    case cudaMemcpyDeviceToDevice: dd = true; sd = true; break;
    case cudaMemcpyDefault:
        /* unified addressing: either side may be anything, but a span that
         * starts in device memory must lie within one allocation */
        if (touches_device(dst, dn) && !is_device(dst, dn)) return cudaErrorInvalidValue;
        if (touches_device(src, sn) && !is_device(src, sn)) return cudaErrorInvalidValue;
        return cudaSuccess;
    default: return cudaErrorInvalidMemcpyDirection;
    }
    if (dn == 0 && sn == 0) return cudaSuccess;
    if (dd ? !is_device(dst, dn) : !is_host(dst, dn)) return cudaErrorInvalidValue;
    if (sd ? !is_device(src, sn) : !is_host(src, sn)) return cudaErrorInvalidValue;
    return cudaSuccess;
}

/* ---- context switching ----
 * On x86-64 a hand-written switch saves only the callee-saved registers and
 * the FP control words (about 20x faster than swapcontext, which makes a
 * sigprocmask system call each time).  Elsewhere, or with
 * -DHICUDA_CPU_USE_UCONTEXT, POSIX ucontext is used.  (Define it as well if
 * the program runs with CET shadow stacks enabled, which the hand-written
 * switch does not maintain.) */
#if defined(__x86_64__) && !defined(HICUDA_CPU_USE_UCONTEXT)
#define HICUDA_CPU_ASM_SWITCH 1
} /* namespace hicuda_cpu */
extern "C" void hicuda_cpu_switch(void **save_sp, void *new_sp);
/* Weak, so that every translation unit including this header may emit it. */
__asm__(
    ".text\n"
    ".weak hicuda_cpu_switch\n"
    ".type hicuda_cpu_switch,@function\n"
    "hicuda_cpu_switch:\n"
    "  pushq %rbp\n  pushq %rbx\n  pushq %r12\n  pushq %r13\n  pushq %r14\n  pushq %r15\n"
    "  subq $8, %rsp\n  stmxcsr (%rsp)\n  fnstcw 4(%rsp)\n"
    "  movq %rsp, (%rdi)\n"
    "  movq %rsi, %rsp\n"
    "  ldmxcsr (%rsp)\n  fldcw 4(%rsp)\n  addq $8, %rsp\n"
    "  popq %r15\n  popq %r14\n  popq %r13\n  popq %r12\n  popq %rbx\n  popq %rbp\n"
    "  ret\n"
    ".size hicuda_cpu_switch, .-hicuda_cpu_switch\n");
namespace hicuda_cpu {
struct Ctx { void *sp = nullptr; };
/* Prepares ctx to start fn() on the stack [lo, lo+size). */
inline void ctx_init(Ctx &c, char *lo, size_t size, void (*fn)()) {
    uintptr_t top = (reinterpret_cast<uintptr_t>(lo) + size) & ~uintptr_t(15);
    uint64_t *t = reinterpret_cast<uint64_t *>(top);
    t[-1] = 0;                                   /* fake return address of fn */
    t[-2] = reinterpret_cast<uint64_t>(fn);      /* popped by ret */
    for (int i = 3; i <= 8; i++) t[-i] = 0;      /* rbp rbx r12 r13 r14 r15 */
    uint32_t ctl[2] = {0x1F80u, 0x037Fu};        /* default MXCSR, x87 control word */
    std::memcpy(&t[-9], ctl, 8);
    c.sp = &t[-9];
}
inline void ctx_switch(Ctx &from, Ctx &to) { hicuda_cpu_switch(&from.sp, to.sp); }
#else
struct Ctx { ucontext_t uc; };
inline void ctx_init(Ctx &c, char *lo, size_t size, void (*fn)()) {
    if (getcontext(&c.uc) != 0) fatal("getcontext failed");
    c.uc.uc_stack.ss_sp = lo;
    c.uc.uc_stack.ss_size = size;
    c.uc.uc_link = nullptr;
    makecontext(&c.uc, fn, 0);
}
inline void ctx_switch(Ctx &from, Ctx &to) { swapcontext(&from.uc, &to.uc); }
#endif

/* ------------------------------------------------------------------------ */
/* Fibers and the block scheduler                                            */
/* ------------------------------------------------------------------------ */
enum class FState : unsigned char { Runnable, AtBarrier, AtWarp, Done };
enum class WOp : unsigned char { Shfl, Ballot, Any, All, Sync, ReduceAdd, ReduceMin, ReduceMax, ReduceAnd, ReduceOr, ReduceXor };

struct Fiber {
    Ctx ctx;
    uint3 tid;
    FState state;
    /* warp rendezvous slot */
    WOp op;
    unsigned mask;      /* participating lanes requested by this lane */
    int src;            /* source lane for shuffles */
    int pred;
    uint64_t value;
    uint64_t result;
    unsigned barrier_result; /* predicate count of the barrier it last passed */
};

struct Warp {
    unsigned existing = 0;  /* lanes that exist in this warp */
    unsigned done = 0;      /* lanes whose thread returned */
    unsigned arrived = 0;   /* lanes waiting at a warp rendezvous */
};

enum class Mode { Host, Fast, Fibers };

/* State of the launch/block being executed on this OS thread. */
struct Exec {
    Mode mode = Mode::Host;
    const char *kernel = "";
    void (*invoke)(const void *) = nullptr;
    const void *fn = nullptr;
    unsigned nthreads = 0;
    /* dynamic shared memory */
    unsigned char *dyn_shared = nullptr;
    size_t dyn_shared_size = 0;
    /* fibers */
    std::vector<Fiber> fibers;
    std::vector<Warp> warps;
    Ctx sched;
    unsigned cur = 0;
    unsigned barrier_arrived = 0;
    unsigned barrier_count = 0;  /* predicate count of the barrier being filled */
    const char *barrier_what = "__syncthreads()";
    std::vector<unsigned> order;  /* the order in which the threads of a block run */
};
inline Exec &ex() { static thread_local Exec e; return e; }

#ifdef HICUDA_CPU_RACECHECK
/* ------------------------------------------------------------------------ */
/* Race checking (HICUDA_CPU_RACECHECK; docs/cpu-target.md, "Race checking") */
/* ------------------------------------------------------------------------ */
/* The translator's --race-check output reads and writes every element of an
 * array in a kernel through hicuda_cpu_rd / hicuda_cpu_st / hicuda_cpu_rw,
 * which pass the user's file:line:col.  For each 4-byte granule of device
 * memory and of the block's dynamic shared memory, the checker keeps the last
 * write that changed the value and the reads since, each tagged with the
 * barrier interval ("epoch": a new one at the start of each block and at each
 * released __syncthreads()), the thread and the block.  Two accesses conflict
 * when one writes, they come from different threads, and either they are in
 * the same block and the same barrier interval, or (device memory only) they
 * are in different blocks of the same launch.  A write that stores the bytes
 * already there changes nothing and conflicts with nothing; a thread that wrote
 * a granule in the current interval may read it (redundant code run by every
 * thread of a block writes and reads the same values). */
namespace race {
constexpr int kExitCode = 71;
constexpr unsigned kMaxReports = 10;

/* bytes: which of the granule's 4 bytes the access touched (1-byte bools and chars of neighbouring threads share a
 * granule without conflicting) */
struct Acc { uint32_t epoch = 0; uint32_t thread = 0; uint32_t block = 0; uint32_t bytes = 0xF; const char *where = nullptr; };
struct Cell {
    Acc w;                  /* last write that changed the value */
    Acc r;                  /* a read in epoch r.epoch */
    Acc r2;                 /* a read by another thread in the same epoch (epoch 0: none) */
    Acc rx;                 /* a read by an earlier block of the same launch */
    uint32_t wrote_epoch = 0;
    uint32_t wrote_bits = 0; /* threads (mod 32) that wrote in wrote_epoch, changing the value or not */
};
struct Region { uintptr_t lo = 0, hi = 0; Cell *cells = nullptr; bool shared = false; size_t size = 0; };

struct Checker {
    uint32_t epoch = 0, launch_first = 0, block_first = 0, block = 0;
    const char *kernel = "";
    std::map<uintptr_t, std::vector<Cell>> global; /* allocation start -> cells */
    std::vector<Cell> shared;
    Region shared_region;
    Region cache[4];
    unsigned next = 0;
    unsigned found = 0;
    std::vector<std::pair<const char *, const char *>> seen;
};
inline Checker &chk() { static Checker c; return c; }

inline void launch_begin(const char *kernel, unsigned char *shm, size_t shmem) {
    Checker &c = chk();
    c.kernel = kernel;
    c.launch_first = ++c.epoch;
    c.shared.assign(shmem / 4 + 1, Cell{});
    c.shared_region = Region{reinterpret_cast<uintptr_t>(shm), reinterpret_cast<uintptr_t>(shm) + shmem, c.shared.data(), true, shmem};
    for (Region &r : c.cache) r = Region{};
}
inline void block_begin(uint32_t linear_block) {
    Checker &c = chk();
    c.block_first = ++c.epoch;
    c.block = linear_block;
}
inline void barrier() { ++chk().epoch; }
inline void forget(uintptr_t start) {
    Checker &c = chk();
    c.global.erase(start);
    for (Region &r : c.cache) r = Region{};
}
inline void launch_end() {
    Checker &c = chk();
    if (c.found == 0) return;
    std::fflush(stdout);
    std::fprintf(stderr, "hicuda-cpu: error: %u data race%s in kernel '%s'%s; exiting with status %d\n", c.found,
                 c.found == 1 ? "" : "s", c.kernel, c.found > c.seen.size() ? " (repeated pairs of places not listed)" : "",
                 kExitCode);
    std::fflush(stderr);
    std::exit(kExitCode);
}

inline void describe(char *buf, size_t n, uint32_t thread, uint32_t block) {
    const dim3 b = blockDim, g = gridDim;
    std::snprintf(buf, n, "thread (%u,%u,%u) of block (%u,%u,%u)", thread % b.x, thread / b.x % b.y, thread / (b.x * b.y),
                  block % g.x, block / g.x % g.y, block / (g.x * g.y));
}

/* kind: "reads", "writes"; other: what the earlier access did */
inline void report(const Region &reg, uintptr_t a, const char *kind, const char *where, uint32_t thread, const Acc &other,
                   const char *did) {
    Checker &c = chk();
    c.found++;
    for (auto &p : c.seen)
        if (p.first == where && p.second == other.where) return;
    if (c.seen.size() >= kMaxReports) return;
    c.seen.emplace_back(where, other.where);
    char me[96], him[96];
    describe(me, sizeof me, thread, c.block);
    describe(him, sizeof him, other.thread, other.block);
    std::fflush(stdout);
    std::fprintf(stderr,
                 "hicuda-cpu: error: data race in kernel '%s' on %s memory (byte %zu of %s %zu bytes): %s %s at %s, "
                 "and %s %s at %s %s\n",
                 c.kernel, reg.shared ? "shared" : "global", static_cast<size_t>(a - reg.lo),
                 reg.shared ? "the block's" : "a device allocation of", reg.size, me, kind, where, him, did, other.where,
                 other.block != c.block ? "(blocks of one launch are not ordered)" : "in the same barrier interval (no __syncthreads() between them)");
    std::fflush(stderr);
}

inline bool conflicts(const Acc &x, bool shared, uint32_t thread, uint32_t bytes = 0xF) {
    Checker &c = chk();
    if (x.epoch == 0 || x.epoch < c.launch_first || !(x.bytes & bytes)) return false;
    if (x.epoch < c.block_first) return !shared;
    return x.epoch == c.epoch && x.thread != thread;
}

inline Region *region_of(uintptr_t a, size_t n) {
    Checker &c = chk();
    for (Region &r : c.cache)
        if (r.cells && a >= r.lo && a + n <= r.hi) return &r;
    Region *slot = &c.cache[c.next++ % 4];
    if (c.shared_region.cells && a >= c.shared_region.lo && a + n <= c.shared_region.hi) {
        *slot = c.shared_region;
        return slot;
    }
    auto *al = find_alloc(reinterpret_cast<const void *>(a), n);
    if (!al || al->second.kind != AllocKind::Device) return nullptr;
    std::vector<Cell> &v = c.global[al->first];
    if (v.empty()) v.resize(al->second.size / 4 + 1);
    *slot = Region{al->first, al->first + al->second.size, v.data(), false, al->second.size};
    return slot;
}

/* op: 1 read, 2 write, 3 read and write (++, +=); silent: the write stores the bytes already there */
inline void access(const void *p, size_t n, int op, bool silent, const char *where) {
    Exec &e = ex();
    if (e.mode == Mode::Host) return;
    uintptr_t a = reinterpret_cast<uintptr_t>(p);
    Region *reg = region_of(a, n ? n : 1);
    if (!reg) return;
    Checker &c = chk();
    const uint32_t t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
    const uintptr_t first = a - reg->lo, last = a + (n ? n : 1) - 1 - reg->lo;
    for (uintptr_t g = first / 4; g <= last / 4; g++) {
        Cell &cell = reg->cells[g];
        uint32_t bytes = 0;
        for (uintptr_t b = g * 4; b < g * 4 + 4; b++)
            if (b >= first && b <= last) bytes |= 1u << (b - g * 4);
        Acc me{c.epoch, t, c.block, bytes, where};
        bool wrote_here = cell.wrote_epoch == c.epoch && (cell.wrote_bits >> (t & 31) & 1u);
        if (op & 1) {
            if (conflicts(cell.w, reg->shared, t, bytes) && !wrote_here) report(*reg, a, "reads", where, t, cell.w, "writes");
            if (cell.r.epoch != c.epoch) {
                if (!reg->shared && cell.r.epoch >= c.launch_first && cell.r.epoch < c.block_first) cell.rx = cell.r;
                cell.r = me;
                cell.r2 = Acc{};
            } else if (cell.r.thread != t && cell.r2.epoch != c.epoch) {
                cell.r2 = me;
            }
        }
        if (op & 2) {
            if (!silent) {
                if (conflicts(cell.w, reg->shared, t, bytes)) report(*reg, a, "writes", where, t, cell.w, "writes");
                if (!(op & 1) || cell.r.thread != t) {
                    if (conflicts(cell.r, reg->shared, t, bytes)) report(*reg, a, "writes", where, t, cell.r, "reads");
                }
                if (cell.r2.epoch == c.epoch && conflicts(cell.r2, reg->shared, t, bytes)) report(*reg, a, "writes", where, t, cell.r2, "reads");
                if (!reg->shared && conflicts(cell.rx, false, t, bytes)) report(*reg, a, "writes", where, t, cell.rx, "reads");
                cell.w = me;
            }
            if (cell.wrote_epoch != c.epoch) {
                cell.wrote_epoch = c.epoch;
                cell.wrote_bits = 0;
            }
            cell.wrote_bits |= 1u << (t & 31);
        }
    }
}
} /* namespace race */
#endif /* HICUDA_CPU_RACECHECK */

/* ------------------------------------------------------------------------ */
/* Shuffled thread order (HICUDA_CPU_SHUFFLE=SEED; docs/cpu-target.md)       */
/* ------------------------------------------------------------------------ */
/* With a seed, the threads of a block run in a random order (a new order for
 * every block, and for every round of the fiber scheduler), so that a program
 * that depends on the order of its threads gives different results. */
inline uint64_t &shuffle_state() {
    static uint64_t s = [] {
        const char *v = std::getenv("HICUDA_CPU_SHUFFLE");
        if (!v || !*v) return uint64_t{0};
        uint64_t x = std::strtoull(v, nullptr, 10) * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
        return x ? x : uint64_t{1};
    }();
    return s;
}
inline bool shuffling() { return shuffle_state() != 0; }
inline uint64_t next_random() {
    uint64_t &x = shuffle_state();
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return x;
}
/* order = 0..n-1, shuffled when a seed is set */
inline void thread_order(std::vector<unsigned> &order, unsigned n) {
    order.resize(n);
    for (unsigned i = 0; i < n; i++) order[i] = i;
    if (!shuffling()) return;
    for (unsigned i = n; i > 1; i--) std::swap(order[i - 1], order[next_random() % i]);
}

inline const char *blockstr() {
    static thread_local char buf[96];
    std::snprintf(buf, sizeof buf, "(%u,%u,%u)", blockIdx.x, blockIdx.y, blockIdx.z);
    return buf;
}

/* ---- stacks ---- */
inline void sigsegv_handler(int sig, siginfo_t *si, void *) {
    State &s = st();
    uintptr_t a = reinterpret_cast<uintptr_t>(si->si_addr);
    for (void *stk : s.stacks) {
        uintptr_t g = reinterpret_cast<uintptr_t>(stk);
        if (a >= g && a < g + s.page) {
            static const char msg[] =
                "hicuda-cpu: error: fiber stack overflow in a kernel thread "
                "(raise HICUDA_CPU_STACK_KB)\n";
            ssize_t r = write(2, msg, sizeof msg - 1);
            (void)r;
            _exit(kExitCode);
        }
    }
    /* not ours: re-raise with the default action */
    signal(sig, SIG_DFL);
    raise(sig);
}

inline void install_segv_handler() {
    static thread_local bool done = false;
    if (done) return;
    done = true;
    static thread_local std::vector<char> altstack(64 * 1024);
    stack_t ss;
    std::memset(&ss, 0, sizeof ss);
    ss.ss_sp = altstack.data();
    ss.ss_size = altstack.size();
    sigaltstack(&ss, nullptr);
    static bool installed = false;
    if (!installed) {
        installed = true;
        struct sigaction sa;
        std::memset(&sa, 0, sizeof sa);
        sa.sa_sigaction = sigsegv_handler;
        sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
        sigemptyset(&sa.sa_mask);
        sigaction(SIGSEGV, &sa, nullptr);
    }
}

/* Returns the base (guard page) of stack i; stacks are mmap-ed once and
 * reused by every later block and launch. */
inline void *stack_at(size_t i) {
    State &s = st();
    if (s.stack_size == 0) {
        long pg = sysconf(_SC_PAGESIZE);
        s.page = pg > 0 ? static_cast<size_t>(pg) : 4096;
        size_t kb = 256;
        if (const char *e = std::getenv("HICUDA_CPU_STACK_KB")) {
            long v = std::strtol(e, nullptr, 10);
            if (v >= 16) kb = static_cast<size_t>(v);
        }
        s.stack_size = (kb * 1024 + s.page - 1) / s.page * s.page;
    }
    while (s.stacks.size() <= i) {
        void *p = mmap(nullptr, s.stack_size + s.page, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (p == MAP_FAILED) fatal("cannot mmap a fiber stack of %zu bytes", s.stack_size);
        if (mprotect(p, s.page, PROT_NONE) != 0) fatal("cannot protect a fiber stack guard page");
        s.stacks.push_back(p);
    }
    return s.stacks[i];
}

inline void set_thread_vars(const Fiber &f) { threadIdx = f.tid; }

/* Entry point of every fiber. */
inline void fiber_main() {
    Exec &e = ex();
    e.invoke(e.fn);
    Fiber &f = e.fibers[e.cur];
    f.state = FState::Done;
    ctx_switch(f.ctx, e.sched);
    std::abort(); /* never resumed */
}

inline void yield_to_scheduler() {
    Exec &e = ex();
    Fiber &f = e.fibers[e.cur];
    ctx_switch(f.ctx, e.sched);
    /* resumed: the scheduler restored threadIdx */
}

inline int lane_of(unsigned linear) { return static_cast<int>(linear & 31u); }

/* Releases the warp rendezvous of lane `lane` if all lanes it waits for are
 * there.  Returns true if released. */
inline bool try_release_warp(unsigned w, unsigned lane) {
    Exec &e = ex();
    Warp &wp = e.warps[w];
    Fiber *base = &e.fibers[w * 32];
    unsigned need = (base[lane].mask | (1u << lane)) & wp.existing & ~wp.done;
    if ((wp.arrived & need) != need) return false;
    /* the group: lanes in need (all arrived) */
    unsigned ballot = 0;
    for (unsigned l = 0; l < 32; l++)
        if ((need >> l) & 1u)
            if (base[l].pred) ballot |= 1u << l;
    for (unsigned l = 0; l < 32; l++) {
        if (!((need >> l) & 1u)) continue;
        Fiber &f = base[l];
        switch (f.op) {
        case WOp::Shfl: {
            int s = f.src;
            f.result = (s >= 0 && s < 32 && ((need >> s) & 1u)) ? base[s].value : f.value;
            break;
        }
        case WOp::Ballot: f.result = ballot; break;
        case WOp::Any: f.result = ballot != 0; break;
        case WOp::All: f.result = ballot == need; break;
        case WOp::Sync: f.result = 0; break;
        default: {
            uint64_t acc = 0;
            bool first = true;
            for (unsigned m = 0; m < 32; m++) {
                if (!((need >> m) & 1u)) continue;
                uint64_t v = base[m].value;
                if (first) { acc = v; first = false; continue; }
                switch (f.op) {
                case WOp::ReduceAdd: acc = static_cast<uint32_t>(acc + v); break;
                case WOp::ReduceMin:
                    acc = f.src ? (static_cast<int32_t>(v) < static_cast<int32_t>(acc) ? v : acc)
                                : (static_cast<uint32_t>(v) < static_cast<uint32_t>(acc) ? v : acc);
                    break;
                case WOp::ReduceMax:
                    acc = f.src ? (static_cast<int32_t>(v) > static_cast<int32_t>(acc) ? v : acc)
                                : (static_cast<uint32_t>(v) > static_cast<uint32_t>(acc) ? v : acc);
                    break;
                case WOp::ReduceAnd: acc &= v; break;
                case WOp::ReduceOr: acc |= v; break;
                case WOp::ReduceXor: acc ^= v; break;
                default: break;
                }
            }
            f.result = acc;
        }
        }
        if (f.state == FState::AtWarp) f.state = FState::Runnable;
    }
    wp.arrived &= ~need;
    return true;
}

inline const char *wop_name(WOp op) {
    switch (op) {
    case WOp::Shfl: return "__shfl*_sync";
    case WOp::Ballot: return "__ballot_sync";
    case WOp::Any: return "__any_sync";
    case WOp::All: return "__all_sync";
    case WOp::Sync: return "__syncwarp";
    default: return "__reduce*_sync";
    }
}

/* A warp-synchronous operation by the running thread. */
inline uint64_t warp_op(WOp op, unsigned mask, uint64_t value, int src, int pred) {
    Exec &e = ex();
    if (e.mode != Mode::Fibers) {
        if (e.mode == Mode::Host)
            fatal("%s called outside of a kernel", wop_name(op));
        if (e.nthreads > 1)
            fatal("kernel '%s', block %s: %s reached, but the kernel was launched with "
                  "uses_barriers=false (threads run sequentially); the translator must "
                  "launch kernels that use barriers or warp intrinsics with uses_barriers=true",
                  e.kernel, blockstr(), wop_name(op));
        /* a single-thread block: lane 0 alone */
        switch (op) {
        case WOp::Shfl: return value;
        case WOp::Ballot: return pred ? 1u : 0u;
        case WOp::Any: case WOp::All: return pred != 0;
        case WOp::Sync: return 0;
        default: return value;
        }
    }
    unsigned cur = e.cur;
    Fiber &f = e.fibers[cur];
    unsigned w = cur / 32, lane = cur % 32;
    f.op = op;
    f.mask = mask;
    f.value = value;
    f.src = src;
    f.pred = pred;
    e.warps[w].arrived |= 1u << lane;
    if (!try_release_warp(w, lane)) {
        f.state = FState::AtWarp;
        yield_to_scheduler();
    }
    return e.fibers[cur].result;
}

/* __syncthreads() family. */
inline unsigned block_barrier(int pred, const char *what) {
    Exec &e = ex();
    if (e.mode != Mode::Fibers) {
        if (e.mode == Mode::Host) fatal("%s called outside of a kernel", what);
        if (e.nthreads > 1)
            fatal("kernel '%s', block %s: %s reached, but the kernel was launched with "
                  "uses_barriers=false (threads run sequentially, so the barrier cannot be "
                  "honoured); the translator must pass uses_barriers=true for this kernel",
                  e.kernel, blockstr(), what);
        return pred ? 1u : 0u;
    }
    unsigned cur = e.cur;
    if (e.barrier_arrived == 0) e.barrier_count = 0;
    e.barrier_arrived++;
    e.barrier_what = what;
    if (pred) e.barrier_count++;
    if (e.barrier_arrived == e.nthreads) {
        /* last arrival: release everybody; each fiber keeps its own copy of
         * the count, since released fibers may fill the next barrier before
         * the others have run again */
        for (unsigned i = 0; i < e.nthreads; i++) {
            Fiber &g = e.fibers[i];
            if (g.state == FState::AtBarrier) g.state = FState::Runnable;
            g.barrier_result = e.barrier_count;
        }
        e.barrier_arrived = 0;
#ifdef HICUDA_CPU_RACECHECK
        race::barrier();
#endif
        return e.barrier_count;
    }
    e.fibers[cur].state = FState::AtBarrier;
    yield_to_scheduler();
    return e.fibers[cur].barrier_result;
}

[[noreturn]] inline void report_stuck() {
    Exec &e = ex();
    unsigned done = 0, atb = 0, atw = 0;
    for (unsigned i = 0; i < e.nthreads; i++) {
        const Fiber &f = e.fibers[i];
        if (f.state == FState::Done) done++;
        else if (f.state == FState::AtBarrier) atb++;
        else if (f.state == FState::AtWarp) atw++;
    }
    if (atw == 0)
        fatal("barrier divergence in kernel '%s', block %s: %u of %u threads arrived at "
              "%s, %u threads had already exited without reaching it (this deadlocks or "
              "misbehaves on a GPU)",
              e.kernel, blockstr(), atb, e.nthreads, e.barrier_what, done);
    fatal("deadlock in kernel '%s', block %s: %u of %u threads wait at %s, %u wait at a "
          "warp-synchronous intrinsic (e.g. %s) whose partner lanes never arrive, %u exited",
          e.kernel, blockstr(), atb, e.nthreads, e.barrier_what, atw,
          [&]() {
              for (unsigned i = 0; i < e.nthreads; i++)
                  if (e.fibers[i].state == FState::AtWarp) return wop_name(e.fibers[i].op);
              return "";
          }(),
          done);
}

/* Runs the current block with one fiber per thread. */
inline void run_block_fibers() {
    Exec &e = ex();
    State &s = st();
    const unsigned n = e.nthreads;
    const unsigned bx = blockDim.x, by = blockDim.y;
    for (unsigned i = 0; i < n; i++) {
        Fiber &f = e.fibers[i];
        f.tid = uint3{i % bx, (i / bx) % by, i / (bx * by)};
        f.state = FState::Runnable;
        char *stk = static_cast<char *>(stack_at(i));
        ctx_init(f.ctx, stk + s.page, s.stack_size, fiber_main);
    }
    unsigned nw = (n + 31) / 32;
    for (unsigned w = 0; w < nw; w++) {
        unsigned cnt = std::min(32u, n - w * 32);
        e.warps[w].existing = cnt == 32 ? 0xffffffffu : ((1u << cnt) - 1);
        e.warps[w].done = 0;
        e.warps[w].arrived = 0;
    }
    e.barrier_arrived = 0;
    unsigned finished = 0;
    std::vector<unsigned> &order = e.order;
    while (finished < n) {
        bool progress = false;
        thread_order(order, n);
        for (unsigned k = 0; k < n; k++) {
            const unsigned i = order[k];
            Fiber &f = e.fibers[i];
            if (f.state != FState::Runnable) continue;
            progress = true;
            e.cur = i;
            threadIdx = f.tid;
            ctx_switch(e.sched, f.ctx);
            if (f.state == FState::Done) {
                finished++;
                unsigned w = i / 32;
                e.warps[w].done |= 1u << (i % 32);
                /* a lane that exits no longer holds up warp rendezvous */
                for (unsigned l = 0; l < 32; l++)
                    if ((e.warps[w].arrived >> l) & 1u) try_release_warp(w, l);
            }
        }
        if (!progress && finished < n) report_stuck();
    }
}

template <class F> void invoke_fn(const void *p) { (*static_cast<const F *>(p))(); }

inline bool valid_config(dim3 g, dim3 b) {
    if (g.x == 0 || g.y == 0 || g.z == 0 || b.x == 0 || b.y == 0 || b.z == 0) return false;
    if (b.x > 1024 || b.y > 1024 || b.z > 64) return false;
    if (static_cast<unsigned long long>(b.x) * b.y * b.z > 1024) return false;
    if (g.x > 2147483647u || g.y > 65535 || g.z > 65535) return false;
    return true;
}

/* Normalises a kernel designator: "&k", "(const void*)k", "k<float>" -> "k". */
inline std::string kernel_key(const char *s) {
    std::string t;
    int depth = 0;
    for (const char *p = s; *p; p++) {
        if (*p == '<') depth++;
        else if (*p == '>') { if (depth > 0) depth--; }
        else if (depth == 0) t += *p;
    }
    /* last identifier */
    std::string best, curid;
    for (char c : t) {
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == ':') curid += c;
        else { if (!curid.empty()) best = curid; curid.clear(); }
    }
    if (!curid.empty()) best = curid;
    auto pos = best.rfind("::");
    if (pos != std::string::npos) best = best.substr(pos + 2);
    return best;
}

template <class F>
void launch(dim3 grid, dim3 block, size_t shmem, bool uses_barriers, const char *name, const F &f) {
    State &s = st();
    Exec &e = ex();
    if (e.mode != Mode::Host)
        fatal("kernel '%s' launched from device code (dynamic parallelism is not emulated)", name);
    if (!valid_config(grid, block)) { set_error(cudaErrorInvalidConfiguration); return; }
    size_t limit = kDefaultSharedLimit;
    auto it = s.max_dyn_shared.find(kernel_key(name));
    if (it != s.max_dyn_shared.end()) limit = std::max(limit, it->second);
    if (shmem > limit) { set_error(cudaErrorInvalidValue); return; }

    install_segv_handler();
    const unsigned n = block.x * block.y * block.z;
    e.kernel = name;
    e.invoke = &invoke_fn<F>;
    e.fn = &f;
    e.nthreads = n;
    e.dyn_shared_size = shmem;
    e.dyn_shared = static_cast<unsigned char *>(std::aligned_alloc(16, (shmem + 15) / 16 * 16 + 16));
    if (!e.dyn_shared) fatal("out of memory for dynamic shared memory");
    e.mode = uses_barriers ? Mode::Fibers : Mode::Fast;
    if (uses_barriers) {
        if (e.fibers.size() < n) e.fibers.resize(n);
        if (e.warps.size() < (n + 31) / 32) e.warps.resize((n + 31) / 32);
        stack_at(n - 1);
    }
    gridDim = grid;
    blockDim = block;
#ifdef HICUDA_CPU_RACECHECK
    race::launch_begin(name, e.dyn_shared, shmem);
#endif
    for (unsigned bz = 0; bz < grid.z; bz++)
        for (unsigned by = 0; by < grid.y; by++)
            for (unsigned bx = 0; bx < grid.x; bx++) {
                blockIdx = uint3{bx, by, bz};
                std::memset(e.dyn_shared, 0xFF, shmem);
#ifdef HICUDA_CPU_RACECHECK
                race::block_begin(bx + grid.x * (by + grid.y * bz));
#endif
                if (uses_barriers) {
                    run_block_fibers();
                } else if (shuffling()) {
                    thread_order(e.order, n);
                    for (unsigned i : e.order) {
                        threadIdx = uint3{i % block.x, i / block.x % block.y, i / (block.x * block.y)};
                        f();
                    }
                } else {
                    for (unsigned tz = 0; tz < block.z; tz++)
                        for (unsigned ty = 0; ty < block.y; ty++)
                            for (unsigned tx = 0; tx < block.x; tx++) {
                                threadIdx = uint3{tx, ty, tz};
                                f();
                            }
                }
            }
    std::free(e.dyn_shared);
    e.dyn_shared = nullptr;
    e.dyn_shared_size = 0;
    e.mode = Mode::Host;
#ifdef HICUDA_CPU_RACECHECK
    race::launch_end();
#endif
    if (const char *fault = std::getenv("HICUDA_CPU_KERNEL_FAULT")) {
        if (kernel_key(name) == fault) s.kernel_fault = cudaErrorLaunchFailure;
    }
    threadIdx = uint3{0, 0, 0};
    blockIdx = uint3{0, 0, 0};
}

template <class T> inline uint64_t to_bits(T v) {
    static_assert(sizeof(T) <= 8 && std::is_trivially_copyable<T>::value,
                  "warp shuffles support trivially copyable types of at most 8 bytes");
    uint64_t b = 0;
    std::memcpy(&b, &v, sizeof(T));
    return b;
}
template <class T> inline T from_bits(uint64_t b) {
    T v;
    std::memcpy(&v, &b, sizeof(T));
    return v;
}
inline unsigned cur_linear() {
    return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
}

} /* namespace hicuda_cpu */

/* ------------------------------------------------------------------------ */
/* Kernel launch (what the translator emits instead of <<<...>>>)            */
/* ------------------------------------------------------------------------ */
template <class F>
inline void hicuda_cpu_launch(dim3 grid, dim3 block, size_t shmem, bool uses_barriers,
                              const char *name, F &&f) {
    hicuda_cpu::launch(grid, block, shmem, uses_barriers, name, f);
}
/* With a stream: streams are executed synchronously, in issue order. */
template <class F>
inline void hicuda_cpu_launch(dim3 grid, dim3 block, size_t shmem, cudaStream_t stream,
                              bool uses_barriers, const char *name, F &&f) {
    (void)stream;
    hicuda_cpu::launch(grid, block, shmem, uses_barriers, name, f);
}

/* Element accesses of kernels translated with --race-check (see "Race checking"): a read
 * *hicuda_cpu_rd(&A[i], "f.c:3:9 (A[i])"), an assignment hicuda_cpu_st(&A[i], v, ...), an
 * update (*hicuda_cpu_rw(&A[i], ...)) += v.  Without HICUDA_CPU_RACECHECK they only access. */
#ifdef HICUDA_CPU_RACECHECK
template <class T> inline T *hicuda_cpu_rd(T *p, const char *where) {
    if constexpr (!std::is_array<T>::value) hicuda_cpu::race::access(p, sizeof(T), 1, false, where);
    return p;
}
template <class T> inline T *hicuda_cpu_rw(T *p, const char *where) {
    if constexpr (!std::is_array<T>::value) hicuda_cpu::race::access(p, sizeof(T), 3, false, where);
    return p;
}
template <class T, class V> inline T &hicuda_cpu_st(T *p, V &&v, const char *where) {
    T nv = std::forward<V>(v);
    hicuda_cpu::race::access(p, sizeof(T), 2, std::memcmp(static_cast<const void *>(p), static_cast<const void *>(&nv), sizeof(T)) == 0, where);
    *p = nv;
    return *p;
}
#else
template <class T> inline T *hicuda_cpu_rd(T *p, const char *) { return p; }
template <class T> inline T *hicuda_cpu_rw(T *p, const char *) { return p; }
template <class T, class V> inline T &hicuda_cpu_st(T *p, V &&v, const char *) { return *p = std::forward<V>(v); }
#endif

/* Dynamic shared memory of the running block (replaces extern __shared__). */
static inline void *hicuda_cpu_dynamic_shared(void) {
    hicuda_cpu::Exec &e = hicuda_cpu::ex();
    if (e.mode == hicuda_cpu::Mode::Host) hicuda_cpu::fatal("hicuda_cpu_dynamic_shared() called outside of a kernel");
    return e.dyn_shared;
}

/* ------------------------------------------------------------------------ */
/* Synchronisation intrinsics                                                */
/* ------------------------------------------------------------------------ */
static inline void __syncthreads(void) { hicuda_cpu::block_barrier(1, "__syncthreads()"); }
static inline int __syncthreads_count(int p) {
    return static_cast<int>(hicuda_cpu::block_barrier(p != 0, "__syncthreads_count()"));
}
static inline int __syncthreads_and(int p) {
    return hicuda_cpu::block_barrier(p != 0, "__syncthreads_and()") == hicuda_cpu::ex().nthreads;
}
static inline int __syncthreads_or(int p) {
    return hicuda_cpu::block_barrier(p != 0, "__syncthreads_or()") != 0;
}
static inline void __syncwarp(unsigned mask = 0xffffffffu) {
    hicuda_cpu::warp_op(hicuda_cpu::WOp::Sync, mask, 0, 0, 0);
}
static inline void __threadfence(void) {}
static inline void __threadfence_block(void) {}
static inline void __threadfence_system(void) {}
static inline void __nanosleep(unsigned) {}
static inline unsigned __activemask(void) {
    hicuda_cpu::Exec &e = hicuda_cpu::ex();
    if (e.mode != hicuda_cpu::Mode::Fibers) return 1u;
    unsigned w = e.cur / 32;
    return e.warps[w].existing & ~e.warps[w].done;
}
static inline long long clock64(void) {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch()).count();
}

/* Warp shuffles: real exchanges among the fibers of the warp. */
template <class T> inline T __shfl_sync(unsigned mask, T var, int srcLane, int width = 32) {
    unsigned lane = hicuda_cpu::cur_linear() & 31u;
    int base = static_cast<int>(lane) & ~(width - 1);
    int src = base + (((srcLane % width) + width) % width);
    return hicuda_cpu::from_bits<T>(hicuda_cpu::warp_op(hicuda_cpu::WOp::Shfl, mask, hicuda_cpu::to_bits(var), src, 0));
}
template <class T> inline T __shfl_down_sync(unsigned mask, T var, unsigned delta, int width = 32) {
    int lane = static_cast<int>(hicuda_cpu::cur_linear() & 31u);
    int inseg = lane & (width - 1);
    int src = (inseg + static_cast<int>(delta) < width) ? lane + static_cast<int>(delta) : lane;
    return hicuda_cpu::from_bits<T>(hicuda_cpu::warp_op(hicuda_cpu::WOp::Shfl, mask, hicuda_cpu::to_bits(var), src, 0));
}
template <class T> inline T __shfl_up_sync(unsigned mask, T var, unsigned delta, int width = 32) {
    int lane = static_cast<int>(hicuda_cpu::cur_linear() & 31u);
    int inseg = lane & (width - 1);
    int src = (inseg >= static_cast<int>(delta)) ? lane - static_cast<int>(delta) : lane;
    return hicuda_cpu::from_bits<T>(hicuda_cpu::warp_op(hicuda_cpu::WOp::Shfl, mask, hicuda_cpu::to_bits(var), src, 0));
}
template <class T> inline T __shfl_xor_sync(unsigned mask, T var, int laneMask, int width = 32) {
    int lane = static_cast<int>(hicuda_cpu::cur_linear() & 31u);
    int src = lane ^ laneMask;
    /* CUDA: a source lane beyond the caller's width-segment yields own value */
    if ((src & ~(width - 1)) > (lane & ~(width - 1)) || src > 31) src = lane;
    return hicuda_cpu::from_bits<T>(hicuda_cpu::warp_op(hicuda_cpu::WOp::Shfl, mask, hicuda_cpu::to_bits(var), src, 0));
}
static inline unsigned __ballot_sync(unsigned mask, int pred) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::Ballot, mask, 0, 0, pred != 0));
}
static inline int __any_sync(unsigned mask, int pred) {
    return static_cast<int>(hicuda_cpu::warp_op(hicuda_cpu::WOp::Any, mask, 0, 0, pred != 0));
}
static inline int __all_sync(unsigned mask, int pred) {
    return static_cast<int>(hicuda_cpu::warp_op(hicuda_cpu::WOp::All, mask, 0, 0, pred != 0));
}
static inline unsigned __reduce_add_sync(unsigned mask, unsigned v) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceAdd, mask, v, 0, 0));
}
static inline int __reduce_add_sync(unsigned mask, int v) {
    return static_cast<int>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceAdd, mask, static_cast<uint32_t>(v), 0, 0));
}
static inline unsigned __reduce_min_sync(unsigned mask, unsigned v) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceMin, mask, v, 0, 0));
}
static inline int __reduce_min_sync(unsigned mask, int v) {
    return static_cast<int>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceMin, mask, static_cast<uint32_t>(v), 1, 0));
}
static inline unsigned __reduce_max_sync(unsigned mask, unsigned v) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceMax, mask, v, 0, 0));
}
static inline int __reduce_max_sync(unsigned mask, int v) {
    return static_cast<int>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceMax, mask, static_cast<uint32_t>(v), 1, 0));
}
static inline unsigned __reduce_and_sync(unsigned mask, unsigned v) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceAnd, mask, v, 0, 0));
}
static inline unsigned __reduce_or_sync(unsigned mask, unsigned v) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceOr, mask, v, 0, 0));
}
static inline unsigned __reduce_xor_sync(unsigned mask, unsigned v) {
    return static_cast<unsigned>(hicuda_cpu::warp_op(hicuda_cpu::WOp::ReduceXor, mask, v, 0, 0));
}

/* ------------------------------------------------------------------------ */
/* Atomics.  Fibers of a block share one OS thread and are never preempted,  */
/* so these are atomic with respect to all CUDA threads; the __atomic        */
/* builtins are used anyway.                                                 */
/* ------------------------------------------------------------------------ */
#define HICUDA_CPU_ATOMIC_INT(T) \
    static inline T atomicAdd(T *a, T v) { return __atomic_fetch_add(a, v, __ATOMIC_SEQ_CST); } \
    static inline T atomicSub(T *a, T v) { return __atomic_fetch_sub(a, v, __ATOMIC_SEQ_CST); } \
    static inline T atomicExch(T *a, T v) { return __atomic_exchange_n(a, v, __ATOMIC_SEQ_CST); } \
    static inline T atomicAnd(T *a, T v) { return __atomic_fetch_and(a, v, __ATOMIC_SEQ_CST); } \
    static inline T atomicOr(T *a, T v) { return __atomic_fetch_or(a, v, __ATOMIC_SEQ_CST); } \
    static inline T atomicXor(T *a, T v) { return __atomic_fetch_xor(a, v, __ATOMIC_SEQ_CST); } \
    static inline T atomicCAS(T *a, T cmp, T v) { \
        __atomic_compare_exchange_n(a, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); return cmp; } \
    static inline T atomicMax(T *a, T v) { T o = __atomic_load_n(a, __ATOMIC_SEQ_CST); \
        while (o < v && !__atomic_compare_exchange_n(a, &o, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {} return o; } \
    static inline T atomicMin(T *a, T v) { T o = __atomic_load_n(a, __ATOMIC_SEQ_CST); \
        while (o > v && !__atomic_compare_exchange_n(a, &o, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {} return o; }
HICUDA_CPU_ATOMIC_INT(int)
HICUDA_CPU_ATOMIC_INT(unsigned int)
HICUDA_CPU_ATOMIC_INT(unsigned long long)
HICUDA_CPU_ATOMIC_INT(long long)
#undef HICUDA_CPU_ATOMIC_INT
static inline unsigned short atomicCAS(unsigned short *a, unsigned short cmp, unsigned short v) {
    __atomic_compare_exchange_n(a, &cmp, v, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return cmp;
}
namespace hicuda_cpu {
template <class T, class Op> inline T atomic_fp(T *a, Op op) {
    T o;
    __atomic_load(a, &o, __ATOMIC_SEQ_CST);
    T n;
    do { n = op(o); } while (!__atomic_compare_exchange(a, &o, &n, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    return o;
}
}
static inline float atomicAdd(float *a, float v) { return hicuda_cpu::atomic_fp(a, [v](float o) { return o + v; }); }
static inline double atomicAdd(double *a, double v) { return hicuda_cpu::atomic_fp(a, [v](double o) { return o + v; }); }
static inline float atomicExch(float *a, float v) { float o; __atomic_exchange(a, &v, &o, __ATOMIC_SEQ_CST); return o; }
static inline float atomicMax(float *a, float v) { return hicuda_cpu::atomic_fp(a, [v](float o) { return o < v ? v : o; }); }
static inline float atomicMin(float *a, float v) { return hicuda_cpu::atomic_fp(a, [v](float o) { return o > v ? v : o; }); }
static inline double atomicMax(double *a, double v) { return hicuda_cpu::atomic_fp(a, [v](double o) { return o < v ? v : o; }); }
static inline double atomicMin(double *a, double v) { return hicuda_cpu::atomic_fp(a, [v](double o) { return o > v ? v : o; }); }
static inline unsigned atomicInc(unsigned *a, unsigned v) {
    return hicuda_cpu::atomic_fp(a, [v](unsigned o) { return o >= v ? 0u : o + 1; });
}
static inline unsigned atomicDec(unsigned *a, unsigned v) {
    return hicuda_cpu::atomic_fp(a, [v](unsigned o) { return (o == 0 || o > v) ? v : o - 1; });
}
#define HICUDA_CPU_ATOMIC_SCOPED(n) \
    template <class... A> inline auto n##_block(A... a) -> decltype(n(a...)) { return n(a...); } \
    template <class... A> inline auto n##_system(A... a) -> decltype(n(a...)) { return n(a...); }
HICUDA_CPU_ATOMIC_SCOPED(atomicAdd) HICUDA_CPU_ATOMIC_SCOPED(atomicSub) HICUDA_CPU_ATOMIC_SCOPED(atomicExch)
HICUDA_CPU_ATOMIC_SCOPED(atomicMax) HICUDA_CPU_ATOMIC_SCOPED(atomicMin) HICUDA_CPU_ATOMIC_SCOPED(atomicCAS)
HICUDA_CPU_ATOMIC_SCOPED(atomicAnd) HICUDA_CPU_ATOMIC_SCOPED(atomicOr) HICUDA_CPU_ATOMIC_SCOPED(atomicXor)
#undef HICUDA_CPU_ATOMIC_SCOPED

/* ------------------------------------------------------------------------ */
/* Device math                                                               */
/* ------------------------------------------------------------------------ */
/*
 * min/max.  CUDA device code has overloaded min/max for all arithmetic
 * types.  They are templates here, written as (min)/(max) so that a
 * function-like macro min(a,b) defined before this header does not break it:
 *  - a C program that defines its own non-template `int min(int, int)` (or
 *    `static` one) wins overload resolution over the template, no clash;
 *  - a program that #defines min/max after this header simply replaces them;
 *  - std::min/std::max are unaffected; with `using namespace std` and equal
 *    argument types std::min (more specialised) is chosen, with mixed types
 *    ours (CUDA's usual arithmetic conversions: min(int, unsigned) is unsigned).
 */
template <class A, class B,
          class = typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value>::type>
inline typename std::common_type<decltype(+A()), decltype(+B())>::type(min)(A a, B b) {
    typedef typename std::common_type<decltype(+A()), decltype(+B())>::type R;
    return static_cast<R>(b) < static_cast<R>(a) ? static_cast<R>(b) : static_cast<R>(a);
}
template <class A, class B,
          class = typename std::enable_if<std::is_arithmetic<A>::value && std::is_arithmetic<B>::value>::type>
inline typename std::common_type<decltype(+A()), decltype(+B())>::type(max)(A a, B b) {
    typedef typename std::common_type<decltype(+A()), decltype(+B())>::type R;
    return static_cast<R>(a) < static_cast<R>(b) ? static_cast<R>(b) : static_cast<R>(a);
}

static inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
static inline double rsqrt(double x) { return 1.0 / ::sqrt(x); }
static inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
/* Fast-math intrinsics.  glibc's <math.h> declares __expf, __logf, ... as
 * (unexported) extern "C" functions, so they are defined here with C linkage
 * and the same noexcept specification; they use the full-precision versions. */
extern "C" {
inline float __expf(float x) noexcept { return expf(x); }
inline float __exp10f(float x) noexcept { return powf(10.0f, x); }
inline float __logf(float x) noexcept { return logf(x); }
inline float __log2f(float x) noexcept { return log2f(x); }
inline float __log10f(float x) noexcept { return log10f(x); }
inline float __sinf(float x) noexcept { return sinf(x); }
inline float __cosf(float x) noexcept { return cosf(x); }
inline float __tanf(float x) noexcept { return tanf(x); }
inline void __sincosf(float x, float *s, float *c) noexcept { *s = sinf(x); *c = cosf(x); }
inline float __powf(float a, float b) noexcept { return powf(a, b); }
}
static inline float __fdividef(float a, float b) { return a / b; }
static inline float fdividef(float a, float b) { return a / b; }
static inline float __saturatef(float x) { return x != x ? 0.0f : (x < 0.0f ? 0.0f : (x > 1.0f ? 1.0f : x)); }
static inline float __fmul_rn(float a, float b) { return a * b; }
static inline float __fadd_rn(float a, float b) { return a + b; }
static inline float __fsub_rn(float a, float b) { return a - b; }
static inline float __fdiv_rn(float a, float b) { return a / b; }
static inline float __fmaf_rn(float a, float b, float c) { return fmaf(a, b, c); }
static inline float __frcp_rn(float a) { return 1.0f / a; }
static inline float __fsqrt_rn(float a) { return sqrtf(a); }
static inline double __dmul_rn(double a, double b) { return a * b; }
static inline double __dadd_rn(double a, double b) { return a + b; }
static inline double __fma_rn(double a, double b, double c) { return fma(a, b, c); }
static inline int __float2int_rn(float x) { return static_cast<int>(nearbyintf(x)); }
static inline int __float2int_rz(float x) { return static_cast<int>(x); }
static inline int __float2int_rd(float x) { return static_cast<int>(floorf(x)); }
static inline int __float2int_ru(float x) { return static_cast<int>(ceilf(x)); }
static inline unsigned __float2uint_rn(float x) { return static_cast<unsigned>(nearbyintf(x)); }
static inline float __int2float_rn(int x) { return static_cast<float>(x); }
static inline float __uint2float_rn(unsigned x) { return static_cast<float>(x); }
static inline int __double2int_rn(double x) { return static_cast<int>(nearbyint(x)); }
static inline float __double2float_rn(double x) { return static_cast<float>(x); }
static inline int __float_as_int(float x) { int i; std::memcpy(&i, &x, 4); return i; }
static inline unsigned __float_as_uint(float x) { unsigned i; std::memcpy(&i, &x, 4); return i; }
static inline float __int_as_float(int i) { float x; std::memcpy(&x, &i, 4); return x; }
static inline float __uint_as_float(unsigned i) { float x; std::memcpy(&x, &i, 4); return x; }
static inline long long __double_as_longlong(double x) { long long i; std::memcpy(&i, &x, 8); return i; }
static inline double __longlong_as_double(long long i) { double x; std::memcpy(&x, &i, 8); return x; }
static inline int __popc(unsigned x) { return __builtin_popcount(x); }
static inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
static inline int __clz(int x) { return x == 0 ? 32 : __builtin_clz(static_cast<unsigned>(x)); }
static inline int __clzll(long long x) { return x == 0 ? 64 : __builtin_clzll(static_cast<unsigned long long>(x)); }
static inline int __ffs(int x) { return __builtin_ffs(x); }
static inline int __ffsll(long long x) { return __builtin_ffsll(x); }
static inline unsigned __brev(unsigned x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
    x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
    return (x >> 16) | (x << 16);
}
static inline int __mul24(int a, int b) {
    return static_cast<int>((static_cast<long long>(a << 8) >> 8) * (static_cast<long long>(b << 8) >> 8));
}
static inline unsigned __umul24(unsigned a, unsigned b) { return (a & 0xFFFFFFu) * (b & 0xFFFFFFu); }
static inline int __mulhi(int a, int b) { return static_cast<int>((static_cast<long long>(a) * b) >> 32); }
static inline unsigned __umulhi(unsigned a, unsigned b) {
    return static_cast<unsigned>((static_cast<unsigned long long>(a) * b) >> 32);
}
__extension__ typedef __int128 hicuda_cpu_i128;
__extension__ typedef unsigned __int128 hicuda_cpu_u128;
static inline long long __mul64hi(long long a, long long b) { return static_cast<long long>((static_cast<hicuda_cpu_i128>(a) * b) >> 64); }
static inline unsigned long long __umul64hi(unsigned long long a, unsigned long long b) {
    return static_cast<unsigned long long>((static_cast<hicuda_cpu_u128>(a) * b) >> 64);
}
static inline unsigned __sad(int a, int b, unsigned c) { return c + static_cast<unsigned>(a > b ? a - b : b - a); }

/* Read-only data cache loads: plain loads. */
template <class T> static inline T __ldg(const T *p) { return *p; }
template <class T> static inline T __ldcg(const T *p) { return *p; }
template <class T> static inline T __ldca(const T *p) { return *p; }
template <class T> static inline T __ldcs(const T *p) { return *p; }
template <class T> static inline T __ldlu(const T *p) { return *p; }
template <class T> static inline T __ldcv(const T *p) { return *p; }
template <class T> static inline void __stcg(T *p, T v) { *p = v; }
template <class T> static inline void __stcs(T *p, T v) { *p = v; }
template <class T> static inline void __stwb(T *p, T v) { *p = v; }

/* ------------------------------------------------------------------------ */
/* Texture objects over linear memory                                        */
/* ------------------------------------------------------------------------ */
template <class T> static inline T tex1Dfetch(cudaTextureObject_t obj, int i) {
    auto &tx = hicuda_cpu::st().textures;
    if (obj == 0 || obj >= tx.size() || !tx[obj].live)
        hicuda_cpu::fatal("tex1Dfetch on an invalid texture object %llu", obj);
    const hicuda_cpu::Texture &t = tx[obj];
    if (i < 0 || (static_cast<size_t>(i) + 1) * sizeof(T) > t.size) return T{};
    T v;
    std::memcpy(&v, t.ptr + static_cast<size_t>(i) * sizeof(T), sizeof(T));
    return v;
}
template <class T> static inline void tex1Dfetch(T *out, cudaTextureObject_t obj, int i) { *out = tex1Dfetch<T>(obj, i); }

static inline cudaError_t cudaCreateTextureObject(cudaTextureObject_t *obj, const cudaResourceDesc *r,
                                                  const cudaTextureDesc *td, const cudaResourceViewDesc *vd) {
    (void)td; (void)vd;
    if (!obj || !r) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (r->resType != cudaResourceTypeLinear) return hicuda_cpu::set_error(cudaErrorNotSupported);
    const cudaChannelFormatDesc &d = r->res.linear.desc;
    if (d.x + d.y + d.z + d.w == 0) return hicuda_cpu::set_error(cudaErrorInvalidChannelDescriptor);
    if (!hicuda_cpu::is_device(r->res.linear.devPtr, r->res.linear.sizeInBytes))
        return hicuda_cpu::set_error(cudaErrorInvalidValue);
    auto &tx = hicuda_cpu::st().textures;
    tx.push_back(hicuda_cpu::Texture{static_cast<const char *>(r->res.linear.devPtr), r->res.linear.sizeInBytes, d, true});
    *obj = tx.size() - 1;
    return cudaSuccess;
}
static inline cudaError_t cudaDestroyTextureObject(cudaTextureObject_t obj) {
    auto &tx = hicuda_cpu::st().textures;
    if (obj == 0 || obj >= tx.size() || !tx[obj].live) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    tx[obj].live = false;
    return cudaSuccess;
}

/* ------------------------------------------------------------------------ */
/* Runtime API                                                               */
/* ------------------------------------------------------------------------ */
HICUDA_CPU_API const char *cudaGetErrorName(cudaError_t e) {
    switch (e) {
#define HICUDA_CPU_E(n) case n: return #n;
    HICUDA_CPU_E(cudaSuccess) HICUDA_CPU_E(cudaErrorInvalidValue) HICUDA_CPU_E(cudaErrorMemoryAllocation)
    HICUDA_CPU_E(cudaErrorInitializationError) HICUDA_CPU_E(cudaErrorInvalidConfiguration)
    HICUDA_CPU_E(cudaErrorInvalidPitchValue) HICUDA_CPU_E(cudaErrorInvalidSymbol)
    HICUDA_CPU_E(cudaErrorInvalidHostPointer) HICUDA_CPU_E(cudaErrorInvalidDevicePointer)
    HICUDA_CPU_E(cudaErrorInvalidTexture) HICUDA_CPU_E(cudaErrorInvalidChannelDescriptor)
    HICUDA_CPU_E(cudaErrorInvalidMemcpyDirection) HICUDA_CPU_E(cudaErrorNoDevice) HICUDA_CPU_E(cudaErrorInvalidDevice)
    HICUDA_CPU_E(cudaErrorInvalidResourceHandle) HICUDA_CPU_E(cudaErrorNotReady) HICUDA_CPU_E(cudaErrorIllegalAddress)
    HICUDA_CPU_E(cudaErrorLaunchOutOfResources) HICUDA_CPU_E(cudaErrorLaunchTimeout) HICUDA_CPU_E(cudaErrorLaunchFailure)
    HICUDA_CPU_E(cudaErrorNotSupported) HICUDA_CPU_E(cudaErrorUnknown)
#undef HICUDA_CPU_E
    }
    return "cudaErrorUnknown";
}
HICUDA_CPU_API const char *cudaGetErrorString(cudaError_t e) {
    switch (e) {
    case cudaSuccess: return "no error";
    case cudaErrorInvalidValue: return "invalid argument";
    case cudaErrorMemoryAllocation: return "out of memory";
    case cudaErrorInitializationError: return "initialization error";
    case cudaErrorInvalidConfiguration: return "invalid configuration argument";
    case cudaErrorInvalidPitchValue: return "invalid pitch argument";
    case cudaErrorInvalidSymbol: return "invalid device symbol";
    case cudaErrorInvalidHostPointer: return "invalid host pointer";
    case cudaErrorInvalidDevicePointer: return "invalid device pointer";
    case cudaErrorInvalidTexture: return "invalid texture reference";
    case cudaErrorInvalidChannelDescriptor: return "invalid channel descriptor";
    case cudaErrorInvalidMemcpyDirection: return "invalid copy direction for memcpy";
    case cudaErrorNoDevice: return "no CUDA-capable device is detected";
    case cudaErrorInvalidDevice: return "invalid device ordinal";
    case cudaErrorInvalidResourceHandle: return "invalid resource handle";
    case cudaErrorNotReady: return "device not ready";
    case cudaErrorIllegalAddress: return "an illegal memory access was encountered";
    case cudaErrorLaunchOutOfResources: return "too many resources requested for launch";
    case cudaErrorLaunchTimeout: return "the launch timed out and was terminated";
    case cudaErrorLaunchFailure: return "unspecified launch failure";
    case cudaErrorNotSupported: return "operation not supported";
    case cudaErrorUnknown: return "unknown error";
    }
    return "unrecognized error code";
}
HICUDA_CPU_API cudaError_t cudaGetLastError(void) {
    cudaError_t e = hicuda_cpu::st().last_error;
    hicuda_cpu::st().last_error = cudaSuccess;
    return e;
}
HICUDA_CPU_API cudaError_t cudaPeekAtLastError(void) { return hicuda_cpu::st().last_error; }

/* Kernels run synchronously: nothing is ever outstanding. */
HICUDA_CPU_API cudaError_t cudaDeviceSynchronize(void) { return hicuda_cpu::set_error(hicuda_cpu::st().kernel_fault); }
static inline cudaError_t cudaThreadSynchronize(void) { return cudaSuccess; }
static inline cudaError_t cudaGetDeviceCount(int *n) {
    if (!n) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    *n = 1;
    return cudaSuccess;
}
static inline cudaError_t cudaSetDevice(int d) {
    if (d != 0) return hicuda_cpu::set_error(cudaErrorInvalidDevice);
    return cudaSuccess;
}
static inline cudaError_t cudaGetDevice(int *d) {
    if (!d) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    *d = 0;
    return cudaSuccess;
}
static inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int d) {
    if (!p) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (d != 0) return hicuda_cpu::set_error(cudaErrorInvalidDevice);
    std::memset(p, 0, sizeof *p);
    std::snprintf(p->name, sizeof p->name, "%s", "hicuda CPU emulation of sm_90");
    long pages = sysconf(_SC_PHYS_PAGES), psz = sysconf(_SC_PAGESIZE);
    p->totalGlobalMem = (pages > 0 && psz > 0) ? static_cast<size_t>(pages) * static_cast<size_t>(psz) : (size_t(8) << 30);
    p->sharedMemPerBlock = 49152;
    p->sharedMemPerBlockOptin = hicuda_cpu::kOptinSharedLimit;
    p->sharedMemPerMultiprocessor = 233472;
    p->reservedSharedMemPerBlock = 1024;
    p->regsPerBlock = 65536;
    p->regsPerMultiprocessor = 65536;
    p->warpSize = 32;
    p->memPitch = 2147483647;
    p->maxThreadsPerBlock = 1024;
    p->maxThreadsDim[0] = 1024; p->maxThreadsDim[1] = 1024; p->maxThreadsDim[2] = 64;
    p->maxGridSize[0] = 2147483647; p->maxGridSize[1] = 65535; p->maxGridSize[2] = 65535;
    p->clockRate = 1980000;
    p->totalConstMem = 65536;
    p->major = 9;
    p->minor = 0;
    p->textureAlignment = 512;
    p->texturePitchAlignment = 32;
    p->deviceOverlap = 1;
    p->multiProcessorCount = 132;
    p->canMapHostMemory = 1;
    p->concurrentKernels = 1;
    p->asyncEngineCount = 2;
    p->unifiedAddressing = 1;
    p->memoryClockRate = 2619000;
    p->memoryBusWidth = 5120;
    p->l2CacheSize = 52428800;
    p->maxThreadsPerMultiProcessor = 2048;
    p->maxBlocksPerMultiProcessor = 32;
    p->globalL1CacheSupported = 1;
    p->localL1CacheSupported = 1;
    p->managedMemory = 1;
    p->cooperativeLaunch = 1;
    return cudaSuccess;
}
static inline cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) { return cudaSuccess; }
enum cudaDeviceAttr {
    cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxBlockDimX = 2, cudaDevAttrMaxBlockDimY = 3,
    cudaDevAttrMaxBlockDimZ = 4, cudaDevAttrMaxGridDimX = 5, cudaDevAttrMaxGridDimY = 6,
    cudaDevAttrMaxGridDimZ = 7, cudaDevAttrMaxSharedMemoryPerBlock = 8, cudaDevAttrTotalConstantMemory = 9,
    cudaDevAttrWarpSize = 10, cudaDevAttrMultiProcessorCount = 16, cudaDevAttrComputeCapabilityMajor = 75,
    cudaDevAttrComputeCapabilityMinor = 76, cudaDevAttrMaxThreadsPerMultiProcessor = 39,
    cudaDevAttrMaxSharedMemoryPerBlockOptin = 97
};
static inline cudaError_t cudaDeviceGetAttribute(int *v, enum cudaDeviceAttr a, int d) {
    cudaDeviceProp p;
    if (!v) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    cudaError_t e = cudaGetDeviceProperties(&p, d);
    if (e != cudaSuccess) return e;
    switch (a) {
    case cudaDevAttrMaxThreadsPerBlock: *v = p.maxThreadsPerBlock; break;
    case cudaDevAttrMaxBlockDimX: *v = p.maxThreadsDim[0]; break;
    case cudaDevAttrMaxBlockDimY: *v = p.maxThreadsDim[1]; break;
    case cudaDevAttrMaxBlockDimZ: *v = p.maxThreadsDim[2]; break;
    case cudaDevAttrMaxGridDimX: *v = p.maxGridSize[0]; break;
    case cudaDevAttrMaxGridDimY: *v = p.maxGridSize[1]; break;
    case cudaDevAttrMaxGridDimZ: *v = p.maxGridSize[2]; break;
    case cudaDevAttrMaxSharedMemoryPerBlock: *v = static_cast<int>(p.sharedMemPerBlock); break;
    case cudaDevAttrTotalConstantMemory: *v = static_cast<int>(p.totalConstMem); break;
    case cudaDevAttrWarpSize: *v = p.warpSize; break;
    case cudaDevAttrMultiProcessorCount: *v = p.multiProcessorCount; break;
    case cudaDevAttrComputeCapabilityMajor: *v = p.major; break;
    case cudaDevAttrComputeCapabilityMinor: *v = p.minor; break;
    case cudaDevAttrMaxThreadsPerMultiProcessor: *v = p.maxThreadsPerMultiProcessor; break;
    case cudaDevAttrMaxSharedMemoryPerBlockOptin: *v = static_cast<int>(p.sharedMemPerBlockOptin); break;
    default: return hicuda_cpu::set_error(cudaErrorInvalidValue);
    }
    return cudaSuccess;
}

static inline cudaError_t cudaMemGetInfo(size_t *fr, size_t *total) {
    cudaDeviceProp p;
    cudaGetDeviceProperties(&p, 0);
    size_t used = 0;
    for (auto &a : hicuda_cpu::st().allocs) used += a.second.size;
    if (total) *total = p.totalGlobalMem;
    if (fr) *fr = p.totalGlobalMem > used ? p.totalGlobalMem - used : 0;
    return cudaSuccess;
}

/* Per-kernel attributes.  The translator's launch names the kernel by its
 * identifier, so the attribute is recorded under the kernel's name. */
static inline cudaError_t hicuda_cpu_func_set_attribute(const char *fname, int attr, int value) {
    if (attr == cudaFuncAttributeMaxDynamicSharedMemorySize) {
        if (value < 0 || static_cast<size_t>(value) > hicuda_cpu::kOptinSharedLimit)
            return hicuda_cpu::set_error(cudaErrorInvalidValue);
        hicuda_cpu::st().max_dyn_shared[hicuda_cpu::kernel_key(fname)] = static_cast<size_t>(value);
        return cudaSuccess;
    }
    if (attr == cudaFuncAttributePreferredSharedMemoryCarveout) return cudaSuccess;
    return hicuda_cpu::set_error(cudaErrorInvalidValue);
}
#define cudaFuncSetAttribute(func, attr, value) hicuda_cpu_func_set_attribute(#func, (attr), (value))
#define cudaFuncSetCacheConfig(func, cfg) ((void)(cfg), cudaSuccess)

/* ---- memory ---- */
HICUDA_CPU_API cudaError_t cudaMalloc(void **p, size_t n) {
    if (hicuda_cpu::st().kernel_fault != cudaSuccess) return hicuda_cpu::set_error(hicuda_cpu::st().kernel_fault);
    if (!p) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (n == 0) { *p = nullptr; return cudaSuccess; }
    size_t rounded = (n + 255) / 256 * 256;
    void *m = std::aligned_alloc(256, rounded);
    if (!m) { *p = nullptr; return hicuda_cpu::set_error(cudaErrorMemoryAllocation); }
    std::memset(m, 0xFF, rounded);  /* uninitialised device memory: floats read as NaN */
    hicuda_cpu::st().allocs[reinterpret_cast<uintptr_t>(m)] = hicuda_cpu::Alloc{n, hicuda_cpu::AllocKind::Device};
    *p = m;
    return cudaSuccess;
}
template <class T> static inline cudaError_t cudaMalloc(T **p, size_t n) {
    return cudaMalloc(reinterpret_cast<void **>(p), n);
}
static inline cudaError_t cudaMallocPitch(void **p, size_t *pitch, size_t width, size_t height) {
    if (!p || !pitch) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    size_t pt = (width + 511) / 512 * 512;
    if (pt == 0) pt = 512;
    *pitch = pt;
    return cudaMalloc(p, pt * height);
}
template <class T> static inline cudaError_t cudaMallocPitch(T **p, size_t *pitch, size_t width, size_t height) {
    return cudaMallocPitch(reinterpret_cast<void **>(p), pitch, width, height);
}
static inline cudaError_t cudaMalloc3D(cudaPitchedPtr *pp, cudaExtent e) {
    if (!pp) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    size_t pitch;
    void *p;
    cudaError_t r = cudaMallocPitch(&p, &pitch, e.width, e.height * e.depth);
    if (r != cudaSuccess) return r;
    *pp = make_cudaPitchedPtr(p, pitch, e.width, e.height);
    return cudaSuccess;
}
HICUDA_CPU_API cudaError_t cudaFree(void *p) {
    if (hicuda_cpu::st().kernel_fault != cudaSuccess) return hicuda_cpu::set_error(hicuda_cpu::st().kernel_fault);
    if (!p) return cudaSuccess;
    auto &m = hicuda_cpu::st().allocs;
    auto it = m.find(reinterpret_cast<uintptr_t>(p));
    if (it == m.end() || it->second.kind != hicuda_cpu::AllocKind::Device)
        return hicuda_cpu::set_error(cudaErrorInvalidValue);
    m.erase(it);
#ifdef HICUDA_CPU_RACECHECK
    hicuda_cpu::race::forget(reinterpret_cast<uintptr_t>(p));
#endif
    std::free(p);
    return cudaSuccess;
}
/* Pinned host memory is ordinary host memory here. */
HICUDA_CPU_API cudaError_t cudaMallocHost(void **p, size_t n) {
    if (!p) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    *p = std::malloc(n ? n : 1);
    return *p ? cudaSuccess : hicuda_cpu::set_error(cudaErrorMemoryAllocation);
}
template <class T> static inline cudaError_t cudaMallocHost(T **p, size_t n) {
    return cudaMallocHost(reinterpret_cast<void **>(p), n);
}
static inline cudaError_t cudaHostAlloc(void **p, size_t n, unsigned) { return cudaMallocHost(p, n); }
HICUDA_CPU_API cudaError_t cudaFreeHost(void *p) { std::free(p); return cudaSuccess; }

HICUDA_CPU_API cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, cudaMemcpyKind kind) {
    if (hicuda_cpu::st().kernel_fault != cudaSuccess) return hicuda_cpu::set_error(hicuda_cpu::st().kernel_fault);
    cudaError_t e = hicuda_cpu::check_copy(dst, n, src, n, kind);
    if (e != cudaSuccess) return hicuda_cpu::set_error(e);
    if (n) std::memmove(dst, src, n);
    return cudaSuccess;
}
HICUDA_CPU_API cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t n, cudaMemcpyKind kind,
                                          cudaStream_t) {
    return cudaMemcpy(dst, src, n, kind);
}
HICUDA_CPU_API cudaError_t cudaMemset(void *p, int v, size_t n) {
    if (n == 0) return cudaSuccess;
    if (!hicuda_cpu::is_device(p, n)) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    std::memset(p, v, n);
    return cudaSuccess;
}
static inline cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t = nullptr) { return cudaMemset(p, v, n); }

HICUDA_CPU_API cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch,
                                       size_t width, size_t height, cudaMemcpyKind kind) {
    if (hicuda_cpu::st().kernel_fault != cudaSuccess) return hicuda_cpu::set_error(hicuda_cpu::st().kernel_fault);
    if (width > dpitch || width > spitch) return hicuda_cpu::set_error(cudaErrorInvalidPitchValue);
    if (width == 0 || height == 0) return cudaSuccess;
    size_t dspan = (height - 1) * dpitch + width, sspan = (height - 1) * spitch + width;
    cudaError_t e = hicuda_cpu::check_copy(dst, dspan, src, sspan, kind);
    if (e != cudaSuccess) return hicuda_cpu::set_error(e);
    for (size_t r = 0; r < height; r++)
        std::memmove(static_cast<char *>(dst) + r * dpitch, static_cast<const char *>(src) + r * spitch, width);
    return cudaSuccess;
}
static inline cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch,
                                            size_t width, size_t height, cudaMemcpyKind kind, cudaStream_t = nullptr) {
    return cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
}
static inline cudaError_t cudaMemset2D(void *p, size_t pitch, int v, size_t width, size_t height) {
    if (width > pitch) return hicuda_cpu::set_error(cudaErrorInvalidPitchValue);
    if (width == 0 || height == 0) return cudaSuccess;
    if (!hicuda_cpu::is_device(p, (height - 1) * pitch + width)) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    for (size_t r = 0; r < height; r++) std::memset(static_cast<char *>(p) + r * pitch, v, width);
    return cudaSuccess;
}

/* 3-D copy between pitched linear memory.  For linear memory extent.width and
 * pos.x are in bytes; a slice is pitch * ysize bytes. */
HICUDA_CPU_API cudaError_t cudaMemcpy3D(const cudaMemcpy3DParms *p) {
    if (hicuda_cpu::st().kernel_fault != cudaSuccess) return hicuda_cpu::set_error(hicuda_cpu::st().kernel_fault);
    if (!p) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (p->srcArray || p->dstArray) return hicuda_cpu::set_error(cudaErrorNotSupported);
    const cudaExtent &ex = p->extent;
    if (ex.width == 0 || ex.height == 0 || ex.depth == 0) return cudaSuccess;
    const cudaPitchedPtr &s = p->srcPtr, &d = p->dstPtr;
    if (!s.ptr || !d.ptr) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (p->srcPos.x + ex.width > s.pitch || p->dstPos.x + ex.width > d.pitch)
        return hicuda_cpu::set_error(cudaErrorInvalidPitchValue);
    /* ysize (rows per slice) matters only when slices are addressed */
    bool s3 = ex.depth > 1 || p->srcPos.z > 0, d3 = ex.depth > 1 || p->dstPos.z > 0;
    if ((s3 || s.ysize) && p->srcPos.y + ex.height > s.ysize) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if ((d3 || d.ysize) && p->dstPos.y + ex.height > d.ysize) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    size_t sslice = s.pitch * s.ysize, dslice = d.pitch * d.ysize;
    const char *s0 = static_cast<const char *>(s.ptr) + p->srcPos.z * sslice + p->srcPos.y * s.pitch + p->srcPos.x;
    char *d0 = static_cast<char *>(d.ptr) + p->dstPos.z * dslice + p->dstPos.y * d.pitch + p->dstPos.x;
    size_t sspan = (ex.depth - 1) * sslice + (ex.height - 1) * s.pitch + ex.width;
    size_t dspan = (ex.depth - 1) * dslice + (ex.height - 1) * d.pitch + ex.width;
    cudaError_t e = hicuda_cpu::check_copy(d0, dspan, s0, sspan, p->kind);
    if (e != cudaSuccess) return hicuda_cpu::set_error(e);
    for (size_t z = 0; z < ex.depth; z++)
        for (size_t y = 0; y < ex.height; y++)
            std::memmove(d0 + z * dslice + y * d.pitch, s0 + z * sslice + y * s.pitch, ex.width);
    return cudaSuccess;
}
static inline cudaError_t cudaMemcpy3DAsync(const cudaMemcpy3DParms *p, cudaStream_t = nullptr) { return cudaMemcpy3D(p); }

/* ---- symbols (__constant__ / __device__ variables are plain globals) ---- */
template <class T>
static inline cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                             cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
    if (offset > sizeof(T) || count > sizeof(T) - offset) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return hicuda_cpu::set_error(cudaErrorInvalidMemcpyDirection);
    if (kind == cudaMemcpyHostToDevice && count && !hicuda_cpu::is_host(src, count))
        return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (kind == cudaMemcpyDeviceToDevice && count && !hicuda_cpu::is_device(src, count))
        return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (count) std::memmove(reinterpret_cast<char *>(const_cast<T *>(&symbol)) + offset, src, count);
    return cudaSuccess;
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                               cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
    if (offset > sizeof(T) || count > sizeof(T) - offset) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault)
        return hicuda_cpu::set_error(cudaErrorInvalidMemcpyDirection);
    if (kind == cudaMemcpyDeviceToHost && count && !hicuda_cpu::is_host(dst, count))
        return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (kind == cudaMemcpyDeviceToDevice && count && !hicuda_cpu::is_device(dst, count))
        return hicuda_cpu::set_error(cudaErrorInvalidValue);
    if (count) std::memmove(dst, reinterpret_cast<const char *>(&symbol) + offset, count);
    return cudaSuccess;
}
template <class T>
static inline cudaError_t cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count, size_t offset = 0,
                                                  cudaMemcpyKind kind = cudaMemcpyHostToDevice, cudaStream_t = nullptr) {
    return cudaMemcpyToSymbol(symbol, src, count, offset, kind);
}
template <class T>
static inline cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count, size_t offset = 0,
                                                    cudaMemcpyKind kind = cudaMemcpyDeviceToHost, cudaStream_t = nullptr) {
    return cudaMemcpyFromSymbol(dst, symbol, count, offset, kind);
}
/* The symbol's storage is registered as device memory so that cudaMemcpy on
 * the returned address passes the direction checks. */
template <class T> static inline cudaError_t cudaGetSymbolAddress(void **p, const T &symbol) {
    if (!p) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    auto &m = hicuda_cpu::st().allocs;
    uintptr_t a = reinterpret_cast<uintptr_t>(&symbol);
    if (!m.count(a)) m[a] = hicuda_cpu::Alloc{sizeof(T), hicuda_cpu::AllocKind::Symbol};
    *p = const_cast<T *>(&symbol);
    return cudaSuccess;
}
template <class T> static inline cudaError_t cudaGetSymbolSize(size_t *n, const T &) {
    if (!n) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    *n = sizeof(T);
    return cudaSuccess;
}

/* ---- events (host clock) ---- */
HICUDA_CPU_API cudaError_t cudaEventCreate(cudaEvent_t *e) {
    if (!e) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    *e = new hicuda_cpu_event_s{std::chrono::steady_clock::now(), false};
    return cudaSuccess;
}
static inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned) { return cudaEventCreate(e); }
HICUDA_CPU_API cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t) {
    if (!e) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    e->t = std::chrono::steady_clock::now();
    e->recorded = true;
    return cudaSuccess;
}
HICUDA_CPU_API cudaError_t cudaEventSynchronize(cudaEvent_t e) {
    if (!e) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    return cudaSuccess;
}
static inline cudaError_t cudaEventQuery(cudaEvent_t e) {
    if (!e) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    return cudaSuccess;
}
HICUDA_CPU_API cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b) {
    if (!ms || !a || !b) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    if (!a->recorded || !b->recorded) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    *ms = std::chrono::duration<float, std::milli>(b->t - a->t).count();
    return cudaSuccess;
}
HICUDA_CPU_API cudaError_t cudaEventDestroy(cudaEvent_t e) {
    if (!e) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    delete e;
    return cudaSuccess;
}

/* ---- streams: work is executed synchronously in issue order ---- */
HICUDA_CPU_API cudaError_t cudaStreamCreate(cudaStream_t *s) {
    if (!s) return hicuda_cpu::set_error(cudaErrorInvalidValue);
    static int next = 1;
    *s = new hicuda_cpu_stream_s{next++};
    return cudaSuccess;
}
static inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned) { return cudaStreamCreate(s); }
HICUDA_CPU_API cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
static inline cudaError_t cudaStreamQuery(cudaStream_t) { return cudaSuccess; }
static inline cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned = 0) { return cudaSuccess; }
HICUDA_CPU_API cudaError_t cudaStreamDestroy(cudaStream_t s) {
    if (!s) return hicuda_cpu::set_error(cudaErrorInvalidResourceHandle);
    delete s;
    return cudaSuccess;
}

static inline cudaError_t cudaDeviceReset(void) {
    hicuda_cpu::State &s = hicuda_cpu::st();
    for (auto &a : s.allocs)
        if (a.second.kind == hicuda_cpu::AllocKind::Device) std::free(reinterpret_cast<void *>(a.first));
    s.allocs.clear();
    s.max_dyn_shared.clear();
    s.textures.assign(1, hicuda_cpu::Texture{nullptr, 0, cudaChannelFormatDesc{0, 0, 0, 0, cudaChannelFormatKindNone}, false});
    s.last_error = cudaSuccess;
    return cudaSuccess;
}

#endif /* HICUDA_CPU_H */
