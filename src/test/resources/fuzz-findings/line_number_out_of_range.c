/* check fuzzer, run 4 (seed 4): a #line number beyond int overflowed Integer.parseInt (internal error);
 * now "line number out of range", as gcc says. */
int main(void)
{
#line 99999999999999999999
    int a = __LINE__;
    return a;
}
