// c99
// checks: break and continue affect only the innermost loop; break inside a switch inside a loop; continue in a do-while jumps to the condition
#include <stdio.h>

int main(void)
{
    int i, j, pairs = 0, n = 0, count = 0;
    for (i = 0; i < 5; i++) {
        for (j = 0; j < 5; j++) {
            if (j > i) break;
            if ((i + j) % 2) continue;
            pairs++;
        }
    }
    for (i = 0; i < 6; i++) {
        switch (i % 3) {
        case 0: continue;
        case 1: break;
        default: n += 100;
        }
        n += 1;
    }
    i = 0;
    do {
        i++;
        if (i % 2) continue;
        count++;
    } while (i < 7);
    printf("%d %d %d\n", pairs, n, count);
    return 0;
}
