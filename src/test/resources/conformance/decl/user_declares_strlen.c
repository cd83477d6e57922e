// c99
// checks: strlen, memcpy and abs declared by the user without their headers (x86-64: size_t is unsigned long)
int printf(const char *fmt, ...);
unsigned long strlen(const char *s);
void *memcpy(void *dst, const void *src, unsigned long n);
int abs(int v);

int main(void)
{
    char buf[8];
    const char *s = "hello";
    unsigned long n = strlen(s);
    memcpy(buf, s, n + 1);
    buf[0] = 'j';
    printf("%lu %s %d\n", n, buf, abs(-7));
    return 0;
}
