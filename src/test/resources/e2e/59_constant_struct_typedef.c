/* 59_constant_struct_typedef.c: constant memory holding structures and a typedef'd element type: atoms
 * (x, y, z, charge) in chunks of CH ("constant copyin atoms[c:c+CH-1]", as the cp benchmark does with float4),
 * weights of type 'real' (a typedef of double); the same atoms read through the texture path by a second kernel,
 * as a whole structure (no __ldg) and field by field (__ldg(&atoms[...].z)). */
#include <stdio.h>
#include <math.h>

#define NA 96
#define CH 32
#define NP 1024

typedef double real;

struct atom {
    float x, y, z, q;
};

struct atom atoms[NA];
real wt[3];
float P[NP];
float E[NP];
float F[NP];

int main(void)
{
    int i, k, c;
    double se = 0.0, sf = 0.0;

    for (k = 0; k < NA; k++) {
        atoms[k].x = (float)(k % 7) * 0.5f;
        atoms[k].y = (float)(k % 5) * 0.75f;
        atoms[k].z = (float)(k % 3) * 1.25f;
        atoms[k].q = (k % 2 ? 1.0f : -0.5f);
    }
    wt[0] = 0.5;
    wt[1] = 0.25;
    wt[2] = 2.0;
    for (i = 0; i < NP; i++) {
        P[i] = (float)i * 0.01f;
        E[i] = 0.0f;
    }

#pragma hicuda global alloc P[*] copyin
#pragma hicuda global alloc E[*] copyin
#pragma hicuda constant copyin wt[*]
    for (c = 0; c < NA; c += CH) {
#pragma hicuda constant copyin atoms[c:c+CH-1]
#pragma hicuda kernel potential tblock(NP / 128) thread(128)
#pragma hicuda loop_partition over_tblock over_thread
        for (i = 0; i < NP; i++) {
            float e = 0.0f;
            for (k = c; k < c + CH; k++) {
                float dx = P[i] - atoms[k].x, dy = atoms[k].y, dz = atoms[k].z;
                e += atoms[k].q / sqrtf(dx * dx + dy * dy + dz * dz + 1.0f);
            }
            E[i] += (float)(wt[0] * (double)e + wt[1]);
        }
#pragma hicuda kernel_end
#pragma hicuda constant remove atoms
    }
#pragma hicuda constant remove wt
#pragma hicuda global copyout E[*]

#pragma hicuda texture copyin atoms[*]
#pragma hicuda global alloc F[*]
#pragma hicuda kernel nearest tblock(NP / 256) thread(256)
#pragma hicuda loop_partition over_tblock over_thread
    for (i = 0; i < NP; i++) {
        struct atom a = atoms[i % NA];
        F[i] = a.x * P[i] + a.q - atoms[(i + 1) % NA].z;
    }
#pragma hicuda kernel_end
#pragma hicuda global copyout F[*]
#pragma hicuda global free P E F
#pragma hicuda texture remove atoms

    for (i = 0; i < NP; i++) {
        se += E[i];
        sf += F[i];
    }
    printf("sumE %.4f\nsumF %.4f\n", se, sf);
    for (i = 0; i < NP; i += 97)
        printf("E[%d] = %.5f F = %.5f\n", i, E[i], F[i]);
    return 0;
}
