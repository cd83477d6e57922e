/* mrifhd (same as mriq): shared input construction.  k-space samples (kx,ky,kz) uniform
 * in [-16,16]^3 cycles per unit, image-space voxels (x,y,z) uniform in
 * [-0.5,0.5]^3, complex samples in [-1,1].  Q is accumulated over chunks of
 * CH k-samples (one constant-memory load on the GPU each). */
#ifndef CH
#define CH 1024
#endif
#define TWO_PI_F 6.2831853071795864769f
