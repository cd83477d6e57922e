/*
 * 14_string_parse.c -- string utilities: tokenizer, number parsing,
 * CSV-ish records, escapes, char arrays, snprintf and a user-defined
 * variadic logger built on stdarg.h.
 */
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

#define MAXTOK 32
#define LINEBUF 128

static const char input_text[] =
    "# particle table\n"
    "name,mass,charge\tflags\n"
    "electron,0.000511,-1,0x1F\n"
    "proton,0.938272,+1,017\n"
    "neutron,0.939565,0,7\n"
    "\"quoted, name\",1.5e-3,2,0\n";

static int log_count = 0;

/* user-defined variadic function */
static void logf_(const char *level, const char *fmt, ...)
{
    char buf[LINEBUF];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("[%s #%02d] %s\n", level, ++log_count, buf);
}

/* sum an int list terminated by a negative value */
static int sum_ints(int first, ...)
{
    va_list ap;
    int total = 0;
    va_start(ap, first);
    for (int v = first; v >= 0; v = va_arg(ap, int))
        total += v;
    va_end(ap);
    return total;
}

static int split(char *line, char sep, char **tokens, int max)
{
    int n = 0;
    char *p = line;
    while (*p && n < max) {
        if (*p == '"') {                 /* quoted field */
            tokens[n++] = ++p;
            while (*p && *p != '"') p++;
            if (*p) *p++ = '\0';
            if (*p == sep) p++;
            continue;
        }
        tokens[n++] = p;
        while (*p && *p != sep) p++;
        if (*p) *p++ = '\0';
    }
    return n;
}

static void str_reverse(char *s)
{
    char *e = s + strlen(s) - 1;
    while (s < e) {
        char t = *s;
        *s++ = *e;
        *e-- = t;
    }
}

static unsigned count_char_class(const char *s, int (*pred)(int))
{
    unsigned n = 0;
    for (; *s; ++s)
        if (pred((unsigned char)*s))
            n++;
    return n;
}

int main(void)
{
    char text[sizeof input_text];
    memcpy(text, input_text, sizeof input_text);
    logf_("info", "input has %zu bytes, %u digits, %u alpha, %u space",
          strlen(text), count_char_class(text, isdigit), count_char_class(text, isalpha),
          count_char_class(text, isspace));
    char *save = text;
    int lineno = 0;
    double total_mass = 0.0;
    while (save && *save) {
        char *nl = strchr(save, '\n');
        if (nl) *nl = '\0';
        char *line = save;
        save = nl ? nl + 1 : NULL;
        lineno++;
        if (line[0] == '#') {
            logf_("skip", "comment on line %d: '%s'", lineno, line + 2);
            continue;
        }
        char *tok[MAXTOK];
        int nt = split(line, ',', tok, MAXTOK);
        if (lineno == 2) {
            logf_("hdr", "%d header fields, last contains tab: %s", nt, strchr(tok[nt - 1], '\t') ? "yes" : "no");
            continue;
        }
        double mass = strtod(tok[1], NULL);
        long charge = strtol(tok[2], NULL, 10);
        unsigned long flags = strtoul(tok[3], NULL, 0);  /* base auto: hex/octal */
        total_mass += mass;
        logf_("rec", "%-14s m=%.6f q=%+ld flags=%lu (0x%lx)", tok[0], mass, charge, flags, flags);
    }
    char rev[LINEBUF];
    snprintf(rev, sizeof rev, "%s-%d", "hicuda", 2026);
    str_reverse(rev);
    logf_("misc", "reversed '%s', total mass %.6f", rev, total_mass);
    logf_("misc", "sum_ints = %d", sum_ints(1, 2, 3, 4, 5, 10, -1));
    const char esc[] = "tab\there \"quote\" back\\slash \x41\101 bell?\a";
    for (size_t i = 0; i < sizeof esc - 1; i++)
        if (!isprint((unsigned char)esc[i]))
            logf_("esc", "non-printable at %zu: code %d", i, esc[i]);
    char upper[LINEBUF];
    size_t k = 0;
    for (const char *s = "Mixed Case, digits 123!"; *s && k < sizeof upper - 1; s++)
        upper[k++] = (char)toupper((unsigned char)*s);
    upper[k] = '\0';
    logf_("misc", "%s (len %zu) first=%c last=%c", upper, k, upper[0], upper[k - 1]);
    int wc = 0, inword = 0;
    for (const char *s = input_text; *s; s++) {
        if (isalnum((unsigned char)*s)) { if (!inword) wc++; inword = 1; }
        else inword = 0;
    }
    logf_("done", "word count %d, chars '%c' '%c' '\\n'=%d", wc, 'x', '\'', '\n');
    static const char *numbers[] = { "42", "-17", "0x1F", "0777", "3.5e2", "1e-3", ".5", "12abc", "  7", "+0" };
    for (size_t i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
        char *end;
        long lv = strtol(numbers[i], &end, 0);
        double dv = strtod(numbers[i], NULL);
        logf_("num", "'%s' -> long %ld (rest '%s'), double %.6f", numbers[i], lv, end, dv);
    }
    fprintf(stderr, "log lines: %d\n", log_count);
    return 0;
}
