// expect: 6:42: 'over_thread' takes no distribution: iterations are always distributed cyclically over threads
// expect: 9:29: 'global free' takes variable names without sections
float x[64];
void f(void)
{
#pragma hicuda loop_partition over_thread(CYCLIC)
    for (int i = 0; i < 64; i++)
        x[i] = 0;
#pragma hicuda global free x[*]
}
