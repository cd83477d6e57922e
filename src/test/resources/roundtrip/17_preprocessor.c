/*
 * 17_preprocessor.c -- conditional compilation in all its forms.
 * Inactive branches deliberately contain code that would NOT compile,
 * so a front end must keep them as text or drop them, never parse them.
 */
#include <stdio.h>
#include <string.h>
#include "common.h"

#define VERSION 3
#define FEATURE_FAST
#define BUF_WORDS 16
#define STR(x) #x
#define XSTR(x) STR(x)
#define CAT(a, b) a##b
#define SCALE(x) ((x) * 3 + 1)

#if VERSION >= 4
#error "version 4 is not supported by this test"
this is not C at all @@@
#elif VERSION == 3
#define VERSION_NAME "three"
#else
#define VERSION_NAME "old"
#endif

#ifdef FEATURE_SLOW
static int slow_path(int x) { return x +* ; }   /* broken on purpose */
#endif

#ifndef FEATURE_FAST
syntax error here, never compiled
#else
static int fast_path(int x) { return x << 1; }
#endif

#if defined(FEATURE_FAST) && !defined(FEATURE_SLOW)
#  define MODE 1
#elif defined(FEATURE_SLOW)
#  define MODE 2
#else
#  define MODE 0
#endif

#if 0
    int a = ;  /* disabled block with garbage */
    #include "does_not_exist.h"
#endif

#define TEMP_LIMIT 10
static int limited(int v) { return v > TEMP_LIMIT ? TEMP_LIMIT : v; }
#undef TEMP_LIMIT
#define TEMP_LIMIT 20
static int limited2(int v) { return v > TEMP_LIMIT ? TEMP_LIMIT : v; }
#undef TEMP_LIMIT

#ifdef TEMP_LIMIT
#error "TEMP_LIMIT should be undefined here"
#endif

static unsigned CAT(buf_, words)[BUF_WORDS];   /* token pasting in a declarator */

#if (BUF_WORDS & (BUF_WORDS - 1)) == 0
#define BUF_MASK (BUF_WORDS - 1)
#else
#define BUF_MASK 0 /* not a power of two */
#endif

int main(void)
{
    printf("version %d (%s), mode %d\n", VERSION, VERSION_NAME, MODE);
    printf("stringified: %s %s\n", XSTR(BUF_WORDS), STR(a + b));
    for (int i = 0; i < 40; i++) {
        buf_words[i & BUF_MASK] += (unsigned)SCALE(i);
        if (i % 4 == 0)
            printf("i=%2d fast=%3d lim=%2d lim2=%2d scale=%3d\n", i, fast_path(i), limited(i), limited2(i), SCALE(i));
    }
    unsigned h = 0;
    for (size_t i = 0; i < ARRAY_LEN(buf_words); i++) {
        h = h * 31u + buf_words[i];
        printf("buf_words[%2zu] = %u\n", i, buf_words[i]);
    }
    printf("hash %u\n", h);
#ifdef __GNUC__
    printf("compiled by a GNU-compatible compiler\n");
#else
    printf("compiled by something else\n");
#endif
#if defined(__STDC_VERSION__) && __STDC_VERSION__ >= 199901L
    printf("C99 or later\n");
#endif
    printf("line marker ok: %d\n", __LINE__ > 0);
    return 0;
}
