/* #if arithmetic as gcc does it. */
#if -1 > 0u
int unsigned_compare = 1;
#else
int unsigned_compare = 0;
#endif
#if 0 && (1 / 0)
int bad1;
#endif
#if 1 || (1 / 0)
int short_circuit_or = 1;
#endif
#if 0 ? 1 / 0 : 2
int conditional_skips = 2;
#endif
#if 'A' == 65 && '\377' < 0 && L'\377' > 0
int chars = 1;
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L && defined __GNUC__
int c99 = 1;
#endif
#if (2 || 1/0) && !defined(UNDEFINED_THING) && UNDEFINED_THING == 0
int undefined_is_zero = 1;
#endif
#if 0x10 == 16 && 010 == 8 && 0b101 == 5 && 18446744073709551615u == -1
int radices = 1;
#endif
#if __has_include(<stdio.h>) && !__has_include("no/such/header.h")
int has_include = 1;
#endif
#define TWO 2
#if TWO * (3 + 4) == 14 && (TWO << 62) < 0 && (-1 >> 63) == -1
int arithmetic = 1;
#endif
#ifdef TWO
#elif 1/0
#else
#error not reached
#endif
#if 0
  don't stop at the apostrophe in a skipped group
  #error not reached either
#elif 1
int elif_taken = 1;
#elif 1/0
#endif
#
#line 500 "renamed.c"
int line = __LINE__; const char *file = __FILE__;
#line 20
int line2 = __LINE__;
# 77 "marker.c"
int line3 = __LINE__;
int counter[] = { __COUNTER__, __COUNTER__, __COUNTER__ };
#ifdef __cplusplus
extern "C" {
#endif
int inside_extern_c;
#ifdef __cplusplus
}
#endif
/* comment that spans lines after a define */
#define SPAN 1 /* first line
 second line */ + 2
int span = SPAN;
#define CONT 1 + \
   2 + \
   3
int cont = CONT;
