/* 28_macros_in_body.c: macros defined, redefined and undefined inside function bodies, before the kernel
 * regions that use them (issue 3). Each outlined kernel sees the macros as they are where its region
 * stands: N and OFFSET defined in main's body, SCALE redefined there (3, then 5), STEP defined in a
 * function after main; the function bodies still compile as written. */
#include <stdio.h>

#define SCALE 2.0f

float A[64];
float B[64];
float C[64];

static void later(void);

int main(void)
{
#define N 64
#define OFFSET(i) ((float) (i) + 1.0f)
    for (int i = 0; i < N; i++) {
        A[i] = SCALE * (float) i; /* SCALE is 2 here */
        B[i] = 0.0f;
    }
#undef SCALE
#define SCALE 3.0f

#pragma hicuda global alloc A[*] copyin
#pragma hicuda global alloc B[*] copyin
#pragma hicuda kernel scaleThree tblock(2) thread(32)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < N; i++)
        B[i] = SCALE * A[i] + OFFSET(i);
#pragma hicuda kernel_end

#undef SCALE
#define SCALE 5.0f
#pragma hicuda kernel scaleFive tblock(4) thread(16)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < N; i++)
        A[i] = SCALE * A[i];
#pragma hicuda kernel_end

#pragma hicuda global copyout A[*]
#pragma hicuda global copyout B[*]
#pragma hicuda global free A B

    later();
    for (int i = 0; i < N; i += 7)
        printf("%d: %.2f %.2f %.2f\n", i, A[i], B[i], C[i]);
    printf("SCALE at the end of main: %.1f\n", SCALE);
    return 0;
}

static void later(void)
{
#define STEP 2
    for (int i = 0; i < N; i++)
        C[i] = -1.0f;
#pragma hicuda global alloc C[*] copyin
#pragma hicuda kernel evens tblock(1) thread(32)
#pragma hicuda loop_partition over_thread
    for (int i = 0; i < N; i += STEP)
        C[i] = SCALE + (float) i; /* SCALE is 5 here */
#pragma hicuda kernel_end
#pragma hicuda global copyout C[*]
#pragma hicuda global free C
}
