/*
 * 33_game_of_life.c -- Conway's Game of Life on a torus, with a packed
 * bit-board variant using uint64_t rows, compared generation by generation.
 */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define ROWS 32
#define COLS 64
#define GENS 40

typedef unsigned char board_t[ROWS][COLS];

static board_t cur, nxt;
static uint64_t bits[ROWS], bits_next[ROWS];

static int neighbours(board_t b, int r, int c)
{
    int n = 0;
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            if (!dr && !dc) continue;
            n += b[(r + dr + ROWS) % ROWS][(c + dc + COLS) % COLS];
        }
    return n;
}

static void step_bytes(void)
{
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            int n = neighbours(cur, r, c);
            nxt[r][c] = (unsigned char)(n == 3 || (n == 2 && cur[r][c]));
        }
    memcpy(cur, nxt, sizeof cur);
}

static inline uint64_t rotl1(uint64_t x) { return (x << 1) | (x >> 63); }
static inline uint64_t rotr1(uint64_t x) { return (x >> 1) | (x << 63); }

static void step_bits(void)
{
    for (int r = 0; r < ROWS; r++) {
        const uint64_t up = bits[(r + ROWS - 1) % ROWS], mid = bits[r], dn = bits[(r + 1) % ROWS];
        uint64_t nb[8] = { rotl1(up), up, rotr1(up), rotl1(mid), rotr1(mid), rotl1(dn), dn, rotr1(dn) };
        uint64_t out = 0;
        for (int c = 0; c < COLS; c++) {
            int n = 0;
            for (int k = 0; k < 8; k++)
                n += (int)((nb[k] >> c) & 1u);
            int alive = (int)((mid >> c) & 1u);
            if (n == 3 || (n == 2 && alive))
                out |= (uint64_t)1 << c;
        }
        bits_next[r] = out;
    }
    memcpy(bits, bits_next, sizeof bits);
}

static int population(void)
{
    int p = 0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++)
            p += cur[r][c];
    return p;
}

int main(void)
{
    /* glider, blinker, R-pentomino placed by coordinates */
    static const struct { int r, c; } seed[] = {
        { 1, 2 }, { 2, 3 }, { 3, 1 }, { 3, 2 }, { 3, 3 },            /* glider */
        { 10, 40 }, { 10, 41 }, { 10, 42 },                          /* blinker */
        { 20, 20 }, { 20, 21 }, { 21, 19 }, { 21, 20 }, { 22, 20 },  /* R-pentomino */
    };
    for (size_t i = 0; i < sizeof seed / sizeof seed[0]; i++) {
        cur[seed[i].r][seed[i].c] = 1;
        bits[seed[i].r] |= (uint64_t)1 << seed[i].c;   /* column c = bit c */
    }
    int gen = 0;
    do {
        step_bytes();
        step_bits();
        int agree = 1;
        for (int r = 0; r < ROWS && agree; r++)
            for (int c = 0; c < COLS; c++)
                if (cur[r][c] != ((bits[r] >> c) & 1u)) { agree = 0; break; }
        ++gen;
        printf("gen %2d population %3d agree %d\n", gen, population(), agree);
    } while (gen < GENS);
    for (int r = 0; r < ROWS; r += 2) {
        char line[COLS + 1];
        for (int c = 0; c < COLS; c++) line[c] = cur[r][c] ? 'O' : '.';
        line[COLS] = 0;
        puts(line);
    }
    return 0;
}
