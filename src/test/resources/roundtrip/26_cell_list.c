// 26_cell_list.c -- short-range particle interactions (Lennard-Jones) with
// a linked-cell list: struct arrays, nested structs, head/next index arrays,
// periodic boundaries with fmod/floor, and integer 3-D cell indexing macros.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "lcg.h"
#include "common.h"

#define NPART 216
#define BOX 6.0
#define RCUT 2.5
#define NCELL 2                         /* cells per side (BOX / RCUT floored) */
#define CELL_ID(x, y, z) (((z) * NCELL + (y)) * NCELL + (x))

typedef struct { double x, y, z; } xyz_t;

typedef struct particle {
    xyz_t r;
    xyz_t f;
    struct { int cell; int next; } link;   /* nested anonymous struct type */
} particle_t;

static particle_t parts[NPART];
static int cell_head[NCELL * NCELL * NCELL];

static inline double wrap(double d)
{
    return d - BOX * floor(d / BOX + 0.5);   /* minimum image */
}

static void build_cells(void)
{
    for (size_t c = 0; c < sizeof cell_head / sizeof cell_head[0]; c++)
        cell_head[c] = -1;
    for (int i = 0; i < NPART; i++) {
        int cx = (int)(parts[i].r.x / BOX * NCELL) % NCELL;
        int cy = (int)(parts[i].r.y / BOX * NCELL) % NCELL;
        int cz = (int)(parts[i].r.z / BOX * NCELL) % NCELL;
        int c = CELL_ID(cx, cy, cz);
        parts[i].link.cell = c;
        parts[i].link.next = cell_head[c];
        cell_head[c] = i;
    }
}

static double lj_forces(void)
{
    double epot = 0.0;
    const double rc2 = RCUT * RCUT;
    for (int i = 0; i < NPART; i++)
        parts[i].f = (xyz_t){ 0 };
    /* with NCELL == 2 every cell neighbours every other, so loop all pairs of cells */
    for (int ca = 0; ca < NCELL * NCELL * NCELL; ca++)
        for (int cb = ca; cb < NCELL * NCELL * NCELL; cb++)
            for (int i = cell_head[ca]; i != -1; i = parts[i].link.next)
                for (int j = (ca == cb) ? parts[i].link.next : cell_head[cb]; j != -1; j = parts[j].link.next) {
                    double dx = wrap(parts[i].r.x - parts[j].r.x);
                    double dy = wrap(parts[i].r.y - parts[j].r.y);
                    double dz = wrap(parts[i].r.z - parts[j].r.z);
                    double r2 = dx * dx + dy * dy + dz * dz;
                    if (r2 >= rc2)
                        continue;
                    double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2;
                    double fmag = 24.0 * ir2 * ir6 * (2.0 * ir6 - 1.0);
                    epot += 4.0 * ir6 * (ir6 - 1.0);
                    parts[i].f.x += fmag * dx; parts[j].f.x -= fmag * dx;
                    parts[i].f.y += fmag * dy; parts[j].f.y -= fmag * dy;
                    parts[i].f.z += fmag * dz; parts[j].f.z -= fmag * dz;
                }
    return epot;
}

int main(void)
{
    lcg_t g;
    lcg_seed(&g, 4242u);
    int side = 6, n = 0;
    for (int i = 0; i < side; i++)
        for (int j = 0; j < side; j++)
            for (int k = 0; k < side; k++, n++) {
                double a = BOX / side;
                parts[n].r = (xyz_t){ (i + 0.5) * a + 0.05 * (lcg_uniform(&g) - 0.5),
                                      (j + 0.5) * a + 0.05 * (lcg_uniform(&g) - 0.5),
                                      (k + 0.5) * a + 0.05 * (lcg_uniform(&g) - 0.5) };
            }
    int step = 0;
    do {
        build_cells();
        double ep = lj_forces();
        xyz_t fsum = { 0, 0, 0 };
        double fmax = 0.0;
        for (int i = 0; i < NPART; i++) {
            fsum.x += parts[i].f.x; fsum.y += parts[i].f.y; fsum.z += parts[i].f.z;
            fmax = MAX(fmax, fabs(parts[i].f.x));
        }
        printf("step %2d epot %.6f |sumF|<1e-9:%d fmax %.6f\n", step, ep,
               fabs(fsum.x) + fabs(fsum.y) + fabs(fsum.z) < 1e-9, fmax);
        for (int i = 0; i < NPART; i++) {   /* steepest descent, tiny step */
            parts[i].r.x = fmod(parts[i].r.x + 1e-4 * parts[i].f.x + BOX, BOX);
            parts[i].r.y = fmod(parts[i].r.y + 1e-4 * parts[i].f.y + BOX, BOX);
            parts[i].r.z = fmod(parts[i].r.z + 1e-4 * parts[i].f.z + BOX, BOX);
        }
        step++;
    } while (step < 12);
    int counts[NCELL * NCELL * NCELL] = { 0 };
    for (int i = 0; i < NPART; i++) counts[parts[i].link.cell]++;
    for (int c = 0; c < NCELL * NCELL * NCELL; c++)
        printf("cell %d: %d particles\n", c, counts[c]);
    return 0;
}
