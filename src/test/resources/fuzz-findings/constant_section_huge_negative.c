/* found by the check fuzzer (issue 14): a constant copy whose section has a huge negative extent
 * made the constant-memory planning throw; it is a located error now */
#define CHUNK 4000
float atoms[8000][4];

void f(int c)
{
#pragma hicuda constant copyin atoms[c:c+CHUNK-2147483648][*]
#pragma hicuda constant remove atoms
}
