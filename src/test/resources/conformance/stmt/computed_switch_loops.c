// c99
// checks: a state machine driven by switch inside a loop with continue and break out of the loop via a flag and via return
#include <stdio.h>

enum state { START, IN_WORD, IN_SPACE, DONE };

static int count_words(const char *s)
{
    enum state st = START;
    int words = 0;
    for (;;) {
        char c = *s++;
        switch (st) {
        case START:
        case IN_SPACE:
            if (c == '\0') { st = DONE; break; }
            if (c != ' ') { words++; st = IN_WORD; }
            else st = IN_SPACE;
            continue;
        case IN_WORD:
            if (c == '\0') { st = DONE; break; }
            if (c == ' ') st = IN_SPACE;
            continue;
        case DONE:
            break;
        }
        if (st == DONE)
            return words;
    }
}

int main(void)
{
    printf("%d %d %d\n", count_words("two words"), count_words("  lead and trail  "), count_words(""));
    return 0;
}
