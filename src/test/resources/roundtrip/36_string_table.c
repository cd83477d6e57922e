// 36_string_table.c -- arrays of char pointers, pointer-to-pointer
// iteration, char matrices, a word-frequency hash table with chaining,
// and string sorting through a comparator on char **.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdint.h>

#define HASH_SIZE 64
#define MAX_WORD 24

static const char *corpus[] = {
    "the quick brown fox jumps over the lazy dog",
    "a stencil computes each point from its neighbours",
    "the fast fourier transform reorders the data by bit reversal",
    "conjugate gradient needs a symmetric positive definite matrix",
    "the dog sleeps while the fox computes the transform",
    NULL,                                   /* sentinel */
};

typedef struct entry {
    char word[MAX_WORD];
    int count;
    struct entry *next;
} entry_t;

static entry_t *table[HASH_SIZE];

static uint32_t djb2(const char *s)
{
    uint32_t h = 5381u;
    int c;
    while ((c = (unsigned char)*s++) != 0)
        h = ((h << 5) + h) + (uint32_t)c;
    return h;
}

static void add_word(const char *w)
{
    uint32_t b = djb2(w) % HASH_SIZE;
    for (entry_t *e = table[b]; e; e = e->next)
        if (strcmp(e->word, w) == 0) {
            e->count++;
            return;
        }
    entry_t *e = (entry_t *)malloc(sizeof(entry_t));
    strncpy(e->word, w, MAX_WORD - 1);
    e->word[MAX_WORD - 1] = '\0';
    e->count = 1;
    e->next = table[b];
    table[b] = e;
}

static int cmp_str(const void *a, const void *b)
{
    const char *const *sa = a, *const *sb = b;
    return strcmp(*sa, *sb);
}

int main(void)
{
    char word[MAX_WORD];
    int nwords = 0;
    for (const char **line = corpus; *line; line++) {
        const char *p = *line;
        while (*p) {
            while (*p == ' ') p++;
            int len = 0;
            while (*p && *p != ' ' && len < MAX_WORD - 1)
                word[len++] = *p++;
            word[len] = '\0';
            if (len) { add_word(word); nwords++; }
        }
    }
    char *uniq[128];
    int nu = 0;
    for (int b = 0; b < HASH_SIZE; b++)
        for (entry_t *e = table[b]; e; e = e->next)
            uniq[nu++] = e->word;
    qsort(uniq, (size_t)nu, sizeof(char *), cmp_str);
    printf("%d words, %d unique\n", nwords, nu);
    for (int i = 0; i < nu; i++) {
        entry_t *e = (entry_t *)(void *)uniq[i];   /* word is the first member */
        printf("%-12s %d %s\n", uniq[i], e->count, e->count > 1 ? "(repeated)" : "");
    }
    char grid[4][8] = { "alpha", "beta", "gamma", { 'd', 'e', 'l', 't', 'a', '\0' } };
    char **rows = malloc(4 * sizeof(char *));
    for (int i = 0; i < 4; i++) rows[i] = grid[i];
    for (char **r = rows; r < rows + 4; r++) {
        for (char *c = *r; *c; c++) *c = (char)toupper((unsigned char)*c);
        printf("row %td: %s (len %zu)\n", r - rows, *r, strlen(*r));
    }
    free(rows);
    int longest = 0;
    for (int b = 0; b < HASH_SIZE; b++) {
        int chain = 0;
        entry_t *e = table[b];
        while (e) {
            entry_t *n = e->next;
            free(e);
            e = n;
            chain++;
        }
        if (chain > longest) longest = chain;
    }
    printf("longest chain %d\n", longest);
    return 0;
}
