// checks: GNU case ranges (case 1 ... 5:, case 'a' ... 'z':) with single cases and default
#include <stdio.h>

static const char *classify(int c)
{
    switch (c) {
    case '0' ... '9': return "digit";
    case 'a' ... 'z':
    case 'A' ... 'Z': return "letter";
    case ' ': return "space";
    default: return "other";
    }
}

int main(void)
{
    int i, counts[3] = {0, 0, 0};
    const char *s = "aZ 7!";
    for (i = 0; i <= 20; i++) {
        switch (i) {
        case 0 ... 4: counts[0]++; break;
        case 5 ... 9: counts[1]++; break;
        default: counts[2]++;
        }
    }
    printf("%d %d %d\n", counts[0], counts[1], counts[2]);
    for (; *s; s++)
        printf("%s ", classify(*s));
    printf("\n");
    return 0;
}
