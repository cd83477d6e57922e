/* mcml_photon.c: the photon simulation (see mcml.h).  simulate() holds the kernels; the functions it calls
 * from them run on the GPU: kernel photons -> run_photon -> step -> hop, drop, spin, roulette -> uniform.
 * The medium is read from LAYERS, which main copied to constant memory; the slots come in as a parameter
 * from main's 'global alloc', through simulate() and down the chain of calls. */
#include <math.h>
#include "mcml.h"

#define PI 3.14159265f
#define WEIGHT_MIN 1e-4f    /* below it a photon plays Russian roulette */
#define CHANCE 0.1f         /* and survives with this probability */
#define MAX_STEPS 100000

/* A 32-bit integer hash (lowbias32): the generator is counter based, the number drawn depends only on the
 * photon's key and how many numbers it drew before. */
static unsigned int mix(unsigned int x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

/* A uniform number in (0, 1], the next of photon p's stream. */
static float uniform(struct photon *p)
{
    unsigned int h = mix(p->key ^ mix(p->counter * 0x9e3779b9U + 0x632be5abU));
    p->counter++;
    return ((float)(h >> 8) + 1.0f) * (1.0f / 16777216.0f);
}

static void launch(struct photon *p, unsigned int id)
{
    p->x = 0.0f;
    p->y = 0.0f;
    p->z = 0.0f;
    p->ux = 0.0f;
    p->uy = 0.0f;
    p->uz = 1.0f;
    p->w = 1.0f;
    p->layer = 0;
    p->alive = 1;
    p->key = mix(id + 1u);
    p->counter = 0u;
}

static void hop(struct photon *p, float s)
{
    p->x += s * p->ux;
    p->y += s * p->uy;
    p->z += s * p->uz;
}

/* Deposits the weight the photon loses here into its slot of the absorption arrays. */
static void drop(struct photon *p, float slots[][NR][NZ], int slot)
{
    int l = p->layer;
    float mut = LAYERS[l].mua + LAYERS[l].mus;
    float dw = p->w * LAYERS[l].mua / mut;
    int ir = (int)(sqrtf(p->x * p->x + p->y * p->y) / DR);
    int iz = (int)(p->z / DZ);
    if (ir > NR - 1)
        ir = NR - 1;
    if (iz > NZ - 1)
        iz = NZ - 1;
    if (iz < 0)
        iz = 0;
    p->w -= dw;
    slots[slot][ir][iz] += dw;
}

/* A new direction, with the Henyey-Greenstein phase function of anisotropy g. */
static void spin(struct photon *p, float g)
{
    float cost, sint, cosp, sinp, psi, t;
    float rnd = uniform(p);
    if (g == 0.0f) {
        cost = 2.0f * rnd - 1.0f;
    } else {
        t = (1.0f - g * g) / (1.0f - g + 2.0f * g * rnd);
        cost = (1.0f + g * g - t * t) / (2.0f * g);
    }
    if (cost < -1.0f)
        cost = -1.0f;
    if (cost > 1.0f)
        cost = 1.0f;
    sint = sqrtf(1.0f - cost * cost);
    psi = 2.0f * PI * uniform(p);
    cosp = cosf(psi);
    sinp = sinf(psi);
    if (fabsf(p->uz) > 0.99999f) {
        p->ux = sint * cosp;
        p->uy = sint * sinp;
        p->uz = p->uz >= 0.0f ? cost : -cost;
    } else {
        float r = sqrtf(1.0f - p->uz * p->uz);
        float ux = sint * (p->ux * p->uz * cosp - p->uy * sinp) / r + p->ux * cost;
        float uy = sint * (p->uy * p->uz * cosp + p->ux * sinp) / r + p->uy * cost;
        p->uz = -sint * cosp * r + p->uz * cost;
        p->ux = ux;
        p->uy = uy;
    }
}

static void roulette(struct photon *p)
{
    if (uniform(p) <= CHANCE)
        p->w /= CHANCE;
    else
        p->alive = 0;
}

/* One step: to the next interaction (hop, drop, spin), or to the layer's boundary, which the photon crosses
 * (the layers have the same refractive index) or through which it leaves the medium. */
static void step(struct photon *p, float slots[][NR][NZ], int slot)
{
    int l = p->layer;
    float s = -logf(uniform(p)) / (LAYERS[l].mua + LAYERS[l].mus);
    float db = 1e30f;
    if (p->uz > 0.0f)
        db = (LAYERS[l].z1 - p->z) / p->uz;
    else if (p->uz < 0.0f)
        db = (LAYERS[l].z0 - p->z) / p->uz;
    if (s >= db) {
        hop(p, db);
        if (p->uz > 0.0f) {
            if (l == NLAYER - 1)
                p->alive = 0;   /* transmitted */
            else
                p->layer = l + 1;
        } else {
            if (l == 0)
                p->alive = 0;   /* reflected */
            else
                p->layer = l - 1;
        }
    } else {
        hop(p, s);
        drop(p, slots, slot);
        spin(p, LAYERS[l].g);
    }
    if (p->alive && p->w < WEIGHT_MIN)
        roulette(p);
}

static void run_photon(unsigned int id, float slots[][NR][NZ], int slot)
{
    struct photon ph;
    int n = 0;
    launch(&ph, id);
    while (ph.alive && n < MAX_STEPS) {
        step(&ph, slots, slot);
        n++;
    }
}

void simulate(float slots[][NR][NZ], float a_rz[][NZ])
{
    int p, e, r, z, t, s;

    /* every slot to zero, the elements dealt to consecutive threads (coalesced stores) */
#pragma hicuda kernel clear tblock(NBLOCKS) thread(THREADS)
#pragma hicuda loop_partition over_tblock over_thread
    for (e = 0; e < NSLOTS * NR * NZ; e++)
        slots[e / (NR * NZ)][e / NZ % NR][e % NZ] = 0.0f;
#pragma hicuda kernel_end

    /* photon p runs on thread p mod NSLOTS (cyclic over the blocks and their threads): one slot per thread */
#pragma hicuda kernel photons tblock(NBLOCKS) thread(THREADS)
#pragma hicuda loop_partition over_tblock(CYCLIC) over_thread
    for (p = 0; p < NPHOTONS; p++)
        run_photon((unsigned int) p, slots, p % NSLOTS);
#pragma hicuda kernel_end

    /* one block per bin: its threads sum interleaved slots into a shared array, one thread adds those up */
#pragma hicuda kernel sum_slots tblock(NR, NZ) thread(SUM_THREADS)
#pragma hicuda loop_partition over_tblock
    for (r = 0; r < NR; r++) {
#pragma hicuda loop_partition over_tblock
        for (z = 0; z < NZ; z++) {
            float part[SUM_THREADS];
#pragma hicuda shared alloc part[*]
#pragma hicuda loop_partition over_thread
            for (t = 0; t < SUM_THREADS; t++) {
                float acc = 0.0f;
                for (s = t; s < NSLOTS; s += SUM_THREADS)
                    acc += slots[s][r][z];
                part[t] = acc;
            }
#pragma hicuda barrier
#pragma hicuda singular
            {
                float total = 0.0f;
                for (t = 0; t < SUM_THREADS; t++)
                    total += part[t];
                a_rz[r][z] = total;
            }
#pragma hicuda singular_end
#pragma hicuda shared remove part
        }
    }
#pragma hicuda kernel_end
}
