#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
static const char *src[] = {
 "__kernel void a(__global float *x) { x[get_global_id(0)] = 1.0f; }\n",
 "__kernel __attribute__((reqd_work_group_size(512,1,1))) void a(__global float *x) { x[get_global_id(0)] = 1.0f; }\n",
 "__kernel void a(__global float *x) { __local float s[512]; s[get_local_id(0)] = 1.0f; barrier(CLK_LOCAL_MEM_FENCE); x[get_global_id(0)] = s[511 - get_local_id(0)]; }\n",
 "__kernel void a(__global float *x) { x[get_global_id(0)] = get_local_id(1); }\n"};
int main(void) {
  cl_platform_id p; cl_device_id d; cl_int e; size_t dm; char ext[8192];
  clGetPlatformIDs(1, &p, NULL); clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &d, NULL);
  clGetDeviceInfo(d, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof dm, &dm, NULL);
  printf("device max wg %zu\n", dm);
  cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
  cl_command_queue q = clCreateCommandQueue(c, d, 0, &e);
  cl_mem m = clCreateBuffer(c, CL_MEM_READ_WRITE, 4096 * 4, NULL, &e);
  const char *opts[] = {"", "-cl-std=CL1.2", "-cl-nv-maxrregcount=32"};
  for (int i = 0; i < 4; i++) for (int o = 0; o < 3; o++) {
    cl_program pr = clCreateProgramWithSource(c, 1, &src[i], NULL, &e);
    e = clBuildProgram(pr, 1, &d, opts[o], NULL, NULL);
    cl_kernel k = clCreateKernel(pr, "a", &e);
    size_t wg = 0; clGetKernelWorkGroupInfo(k, d, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL);
    clSetKernelArg(k, 0, sizeof m, &m);
    size_t g = 4096, l = 512; cl_int le = clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL);
    cl_int fe = clFinish(q);
    printf("src %d opts '%s': build %d kernel_wg %zu launch512 %d finish %d\n", i, opts[o], e, wg, le, fe);
  }
  return 0;
}
