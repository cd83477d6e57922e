/* found by the check fuzzer (issue 14): a constant copy whose byte count overflows (a positive extent
 * of 2^63 - 2^31 rows of 4 floats) made the constant-memory planning throw; it is a located error now */
#define CHUNK 9223372036854775807
float atoms[8000][4];

void f(int c)
{
#pragma hicuda constant copyin atoms[c:c+CHUNK-2147483648][*]
#pragma hicuda constant remove atoms
}
