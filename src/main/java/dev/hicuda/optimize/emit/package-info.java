/**
 * Builders of the statements and expressions the optimizer writes into kernels (declarations, thread and block
 * indices, subscripts, guards): used by the stencil tiling and the shared arrays, depending on nothing of the
 * optimizer.
 */
package dev.hicuda.optimize.emit;
