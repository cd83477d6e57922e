/* 94_two_files: one program in two files (issue 13).  main (main.c) sets up the data, in constant and
 * global memory; the kernel is in compute() (kernels.c) and calls attenuate(), defined in main.c and
 * reading the constant copy of L.  The header is shared by both files. */
#ifndef COMMON_H
#define COMMON_H

#define N 2048
#define NL 4

struct layer {
    float mua;
    float mus;
};

extern float A[N], B[N];
extern struct layer L[NL];

void compute(float *out, const float *in);
float attenuate(float x, int k);

#endif
