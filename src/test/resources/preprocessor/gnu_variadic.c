/* GNU comma elision, named variadic parameters, __VA_OPT__. */
#define eprintf(format, ...) fprintf(stderr, format, ## __VA_ARGS__)
#define nprintf(format, args...) fprintf(stderr, format , ##args)
#define opt(a, ...) g2(a __VA_OPT__(,) __VA_ARGS__)
eprintf("success!\n");
eprintf("%d\n", 1, 2);
nprintf("none");
nprintf("two %d %d", 1, 2);
opt(1) opt(1, 2, 3)
