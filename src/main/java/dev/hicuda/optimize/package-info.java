/**
 * Optimization passes: transformations of the directive-annotated IR that make the generated code
 * faster without changing its results (tiling into shared memory, coalescing, register reuse,
 * work per thread, specialization). They run after the analyses and before lowering, take IR and
 * return IR like every {@link dev.hicuda.pass.Pass}, and are listed with the other passes in
 * {@code dev.hicuda.driver.Pipeline}. See docs/architecture.md, "Adding a pass".
 */
package dev.hicuda.optimize;
