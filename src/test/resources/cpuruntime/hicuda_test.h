/* Shared prologue of the CPU-runtime test programs: the same file compiles
 * with nvcc (CUDA target) and with g++ -DHICUDA_CPU (CPU target). */
#ifndef HICUDA_TEST_H
#define HICUDA_TEST_H
#ifdef HICUDA_CPU
#include "hicuda_cpu.h"
/* what the hicuda translator emits in the CPU target */
#define LAUNCH(k, grid, block, shmem, barriers, ...) \
    hicuda_cpu_launch(grid, block, shmem, barriers, #k, [=]() { k(__VA_ARGS__); })
#define LAUNCH_S(k, grid, block, shmem, stream, barriers, ...) \
    hicuda_cpu_launch(grid, block, shmem, stream, barriers, #k, [=]() { k(__VA_ARGS__); })
#define DYNAMIC_SHARED(T, name) T *name = (T *) hicuda_cpu_dynamic_shared()
#else
#include <cuda_runtime.h>
#define LAUNCH(k, grid, block, shmem, barriers, ...) k<<<grid, block, shmem>>>(__VA_ARGS__)
#define LAUNCH_S(k, grid, block, shmem, stream, barriers, ...) k<<<grid, block, shmem, stream>>>(__VA_ARGS__)
#define DYNAMIC_SHARED(T, name) extern __shared__ T name[]
#endif
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define CHECK(call) do { cudaError_t e_ = (call); if (e_ != cudaSuccess) { \
    printf("CUDA error %s at line %d: %s\n", cudaGetErrorName(e_), __LINE__, cudaGetErrorString(e_)); exit(1); } } while (0)
#endif
