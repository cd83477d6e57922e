// expect: 6:1: 'shape' applies to pointer variables; 'grid' has type float[64]
float grid[64];

void f(void)
{
#pragma hicuda shape grid[64]
    grid[0] = 1.0f;
}
