/* params.h: the sizes and the functions the three files of the example share. */
#ifndef PARAMS_H
#define PARAMS_H

#ifndef N
#define N 4096 /* elements per vector; a multiple of BLOCK */
#endif
#define BLOCK 128 /* threads per thread block */

/* kernels.c: y = a*x + y on the GPU */
void saxpy(float a, float *x, float *y);

/* stats.c: plain C, no directives */
void fill(float *v, int n, unsigned seed);
double checksum(const float *v, int n);

#endif
