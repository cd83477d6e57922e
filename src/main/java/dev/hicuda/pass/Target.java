package dev.hicuda.pass;

/** What {@code translate} produces. */
public enum Target {
    /** CUDA C for nvcc (sm_90). */
    cuda,
    /** The same program for the CPU emulation of CUDA (g++ with hicuda_cpu.h). */
    cpu,
    /** The input printed back as C (directives kept, nothing lowered). */
    c,
    /** OpenCL: the host program in C on the OpenCL 1.2 API, the kernels in OpenCL C 1.2 (docs/opencl.md). */
    opencl
}
