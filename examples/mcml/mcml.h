/* mcml.h: Monte Carlo photon transport in a layered medium, in the spirit of MCML (Wang, Jacques and Zheng,
 * 1995) and of the hiCUDA journal paper's case study (TPDS 2011, section 6.2).  Written for hicuda: the
 * sequential program (gcc mcml_main.c mcml_photon.c -lm) is the reference; the directives make it a CUDA
 * program of two files, data directives in main (mcml_main.c), kernels in simulate() (mcml_photon.c).
 *
 * Photons enter a stack of NLAYER layers at the origin, travel, lose weight where they interact (absorption,
 * scored in an r-z grid) and scatter (Henyey-Greenstein); they leave through the top or bottom surface or die
 * by Russian roulette.  As in the paper's port, the absorption array is privatized: each GPU thread scores
 * into its own slot, and a second kernel sums the slots; the random numbers come from a counter-based
 * generator keyed by the photon's number, so every photon follows the same path whichever thread runs it.
 *
 * The sizes are macros with small defaults (the tests run the CPU emulation); the GPU measurement sets them
 * on the command line (hicuda translate -D NBLOCKS=... ; gcc -D NBLOCKS=...). */
#ifndef MCML_H
#define MCML_H

#define NLAYER 3
#define NR 32           /* radial bins */
#define NZ 32           /* depth bins */
#define DR 0.005f       /* cm per radial bin */
#define DZ 0.005f       /* cm per depth bin */

#ifndef NBLOCKS
#define NBLOCKS 4       /* thread blocks */
#endif
#ifndef THREADS
#define THREADS 32      /* threads per block */
#endif
#ifndef PHOTONS_PER_SLOT
#define PHOTONS_PER_SLOT 8
#endif
#ifndef REPEATS
#define REPEATS 1       /* simulations timed (with more than one, the median time is printed on stderr) */
#endif

#define NSLOTS (NBLOCKS * THREADS)              /* one absorption array per GPU thread */
#define SUM_THREADS 32                          /* threads that sum the slots of one bin */
#define NPHOTONS (NSLOTS * PHOTONS_PER_SLOT)

/* One layer: its top and bottom depths (cm), absorption and scattering coefficients (1/cm), anisotropy. */
struct layer {
    float z0;
    float z1;
    float mua;
    float mus;
    float g;
};

/* The state of one photon packet, private to the thread that follows it. */
struct photon {
    float x, y, z;          /* position (cm) */
    float ux, uy, uz;       /* direction cosines */
    float w;                /* weight */
    int layer;
    int alive;
    unsigned int key;       /* the photon's random stream ... */
    unsigned int counter;   /* ... and how many numbers it has drawn */
};

extern struct layer LAYERS[NLAYER];
extern float A_slots[NSLOTS][NR][NZ];
extern float A_rz[NR][NZ];

void simulate(float slots[][NR][NZ], float a_rz[][NZ]);

#endif
