// 02_matmul_tiled.c -- blocked matrix multiply with hiCUDA annotations,
// pointer arithmetic on flattened matrices and restrict-qualified params.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common.h"

#define M 40
#define K 36
#define NCOL 44
#define TILE 8
#define IDX(i, j, ld) ((i) * (ld) + (j))

typedef float tile_t[TILE][TILE];   /* typedef of an array type */

static void matmul_ref(const float *restrict a, const float *restrict b,
                       float *restrict c, int m, int k, int n);
static void matmul_tiled(const float *__restrict__ a, const float *__restrict__ b,
                         float *__restrict__ c, int m, int k, int n);

static void matmul_ref(const float *restrict a, const float *restrict b,
                       float *restrict c, int m, int k, int n)
{
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            float acc = 0.0f;
            for (int p = 0; p < k; p++)
                acc += *(a + i * k + p) * *(b + p * n + j);
            *(c + i * n + j) = acc;
        }
}

static void matmul_tiled(const float *__restrict__ a, const float *__restrict__ b,
                         float *__restrict__ c, int m, int k, int n)
{
    tile_t ta, tb;
    memset(c, 0, sizeof(float) * (size_t)m * (size_t)n);
#pragma hicuda kernel matmul tblock(5,6) thread(8,8)
#pragma hicuda loop_partition over_tblock over_thread
    for (int ii = 0; ii < m; ii += TILE)
        for (int jj = 0; jj < n; jj += TILE)
            for (int pp = 0; pp < k; pp += TILE) {
                /* load tiles (zero padded) */
                for (int i = 0; i < TILE; i++)
                    for (int j = 0; j < TILE; j++) {
                        ta[i][j] = (ii + i < m && pp + j < k) ? a[IDX(ii + i, pp + j, k)] : 0.0f;
                        tb[i][j] = (pp + i < k && jj + j < n) ? b[IDX(pp + i, jj + j, n)] : 0.0f;
                    }
                for (int i = 0; i < TILE && ii + i < m; i++)
                    for (int j = 0; j < TILE && jj + j < n; j++) {
                        float acc = 0.0f;
                        for (int p = 0; p < TILE; p++)
                            acc += ta[i][p] * tb[p][j];
                        c[IDX(ii + i, jj + j, n)] += acc;
                    }
            }
#pragma hicuda kernel_end
}

int main(void)
{
    float *a = (float *)malloc(sizeof(float) * M * K);
    float *b = malloc(sizeof *b * K * NCOL);
    float *c1 = calloc(M * NCOL, sizeof(float));
    float *c2 = (float *)calloc((size_t)M * NCOL, sizeof *c2);
    if (!a || !b || !c1 || !c2) {
        fprintf(stderr, "allocation failed\n");
        return 1;
    }
    for (int i = 0; i < M * K; i++)
        a[i] = (float)((i * 7 + 3) % 17) * 0.125f - 1.0f;
    for (int i = 0; i < K * NCOL; i++)
        b[i] = (float)((i * 5 + 1) % 13) * 0.25f - 1.5f;
    matmul_ref(a, b, c1, M, K, NCOL);
    matmul_tiled(a, b, c2, M, K, NCOL);
    double maxerr = 0.0;
    for (int i = 0; i < M * NCOL; i++) {
        double e = ABS((double)c1[i] - (double)c2[i]);
        maxerr = MAX(maxerr, e);
    }
    for (int i = 0; i < M; i += 2) {
        double rs = 0.0;
        for (int j = 0; j < NCOL; j++)
            rs += c2[IDX(i, j, NCOL)];
        printf("row %2d sum %.6f first %.6f last %.6f\n", i, rs, c2[IDX(i, 0, NCOL)], c2[IDX(i, NCOL - 1, NCOL)]);
    }
    printf("max |ref - tiled| = %.6f\n", maxerr);
    printf("sizeof(tile_t) = %zu, elements = %zu\n", sizeof(tile_t), sizeof(tile_t) / sizeof(float));
    free(a); free(b); free(c1); free(c2);
    return 0;
}
