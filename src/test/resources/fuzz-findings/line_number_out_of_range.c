/* check fuzzer, run 4 (seed 4): a #line number beyond int overflowed Integer.parseInt (internal error).
 * Now as gcc: line numbers are 32 unsigned bits, a larger one wraps with the warning "line number out of
 * range" (99999999999999999999 -> 1661992959), and 3000000000 is taken as it is. */
int main(void)
{
#line 99999999999999999999
    int a = __LINE__;
#line 3000000000
    int b = __LINE__;
    return a + b > 0 ? 0 : 1;
}
