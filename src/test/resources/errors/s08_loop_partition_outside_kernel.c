// expect: 6:1: 'loop_partition' directive outside of a kernel region
float x[1024], y[1024];

void saxpy(float alpha)
{
#pragma hicuda loop_partition over_tblock over_thread
    for (int i = 0; i < 1024; i++)
        y[i] = alpha * x[i] + y[i];
}
