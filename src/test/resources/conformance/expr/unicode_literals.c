// checks: C11 u8"", u"", U"" and u'', U'' literals: UTF-8 bytes, UTF-16 code units (surrogates), UTF-32 code points, sizeof of each
#include <stdio.h>
#include <uchar.h>

int main(void)
{
    const char *a = u8"é";
    const char16_t *b = u"é😀";
    const char32_t *c = U"😀x";
    char32_t x = U'x';
    char16_t y = u'é';
    printf("%02X %02X %d\n", (unsigned char)a[0], (unsigned char)a[1], (int)sizeof(u8"é"));
    printf("%X %X %X %d\n", (unsigned)b[0], (unsigned)b[1], (unsigned)b[2], (int)sizeof(u"é😀"));
    printf("%X %X %d\n", (unsigned)c[0], (unsigned)c[1], (int)sizeof(U"😀x"));
    printf("%u %X %d %d\n", (unsigned)x, (unsigned)y, (int)sizeof(U'x'), (int)sizeof(u'x'));
    return 0;
}
