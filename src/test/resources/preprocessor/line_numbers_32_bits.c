/* #line takes gcc's 32 unsigned bits: 3000000000 as it is, a larger number wrapped (with a warning), and the
 * line after 4294967295 is 0. */
#line 3000000000
int a = __LINE__;
int b = __LINE__;
#line 99999999999999999999
int c = __LINE__;
#line 4294967295
int d = __LINE__;
int e = __LINE__;
