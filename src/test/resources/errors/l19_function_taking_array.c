// expect warning: 14:9: loop-carried dependence on 'a' between this write and the read at src/test/resources/errors/l19_function_taking_array.c:14:22; iterations of the partitioned loop run in parallel
// expect note: 14:22: the read of 'a' in another iteration of the loop partitioned at line 12
// expect: 14:16: call to 'sum4' inside kernel 'k': functions called in kernels may take only scalar parameters for now (interprocedural data support is planned)
float a[64];

static float sum4(const float *v) { return v[0] + v[1] + v[2] + v[3]; }

void f(void)
{
#pragma hicuda global alloc a[*] copyin
#pragma hicuda kernel k tblock(2) thread(8)
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 16; i++)
        a[i] = sum4(&a[4 * i]);
#pragma hicuda kernel_end
#pragma hicuda global copyout a[*]
#pragma hicuda global free a
}
