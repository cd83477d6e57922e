#ifndef MATRIX_H
#define MATRIX_H
/* matrix.h -- dense row-major matrix helpers */

#include <stddef.h>

#define MAT_AT(m, i, j) ((m)->data[(size_t)(i) * (m)->cols + (j)])

typedef struct matrix {
    int rows;
    int cols;
    double *data;   /* rows*cols doubles, row major */
} matrix_t;

typedef double (*mat_fill_fn)(int i, int j);

/* prototypes (defined in each program that uses them) */
matrix_t *mat_new(int rows, int cols);
void mat_free(matrix_t *m);
void mat_fill(matrix_t *m, mat_fill_fn f);

#endif /* MATRIX_H */
