package dev.hicuda.lowering.shared;

import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;
import dev.hicuda.support.Translation;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The code of the cooperative transfers (docs/translation.md, "Transfers" and "Pipelined copies"):
 * one test per box, vector moves, registers first, copy-ins pipelined over sequential loops.
 */
class SharedTransferCodeTest {
    private static String cuda(String file) {
        return Translation.of(Path.of(file), Target.cuda, CodeGenOptions.DEFAULT).replaceAll("\\s+", " ");
    }

    private static String cpu(String file) {
        return Translation.of(Path.of(file), Target.cpu, CodeGenOptions.DEFAULT).replaceAll("\\s+", " ");
    }

    private static long count(String text, String what) {
        return (text.length() - text.replace(what, "").length()) / what.length();
    }

    @Test
    void aBoxInsideTheDataIsMovedInSixteenByteVectorsWithoutElementGuards() {
        String mm = cuda("bench/mm/hicuda.c");
        // one test for the whole box (run-time n) and the alignment of its rows, then two int4 per thread
        assertThat(mm).contains("ib + 127 <= n - 1 && kk + 31 <= n - 1 && (((unsigned long long)&A[ib * n + (kk + 16)] & 15) == 0)"
                        + " && (((unsigned long long)&A[(ib + 1) * n + (kk + 16)] & 15) == 0)",
                "hicuda_reg0[hicuda_k] = *(const int4 *)&A[(ib + hicuda_r0) * n + (kk + hicuda_r1 + 16)];",
                "*(int4 *)&s_A[hicuda_r0][hicuda_r1] = hicuda_reg0[hicuda_k];",
                "int hicuda_r1 = hicuda_e % 4 * 4;");
        // otherwise (an edge tile) element by element, each behind its guard
        assertThat(mm).contains("if (hicuda_g0 <= n - 1 && hicuda_g1 <= n - 1) { s_A[hicuda_r0][hicuda_r1] = A[hicuda_g0 * n + hicuda_g1]; }");
        // the array parameters keep their const: the vector reads are reads
        assertThat(mm).contains("__global__ void __launch_bounds__(256, 2) matmul(const float *__restrict__ A, const float *__restrict__ B,");
    }

    @Test
    void aThreadLoadsAllItsElementsBeforeItStoresThem() {
        String rpes = cuda("bench/rpes/hicuda.c");
        assertThat(rpes).contains("float hicuda_reg0[5];",
                "hicuda_reg0[hicuda_k] = bra[P - (int)threadIdx.y + hicuda_r0][hicuda_r1][hicuda_r2]; } } { #pragma unroll",
                "s_bra[hicuda_r0][hicuda_r1][hicuda_r2] = hicuda_reg0[hicuda_k];");
    }

    /**
     * A copy-out moves each unit directly, in a loop unrolled by 8 at most: staged through 32 registers a thread (or
     * unrolled 32 times, which ptxas schedules the same way) tpacf's copy-out of its 32-bin rows set the kernel's
     * registers to 128.
     */
    @Test
    void aCopyOutMovesUnitByUnitUnrolledByEightAtMost() {
        String tpacf = cuda("bench/tpacf/hicuda.c");
        String out = tpacf.substring(tpacf.indexOf("shared copyout part"));
        assertThat(out).startsWith("shared copyout part[c][i][*] (bench/tpacf/hicuda.c:63): 8192 elements, written back by all 256 threads */ {"
                + " #pragma unroll 8 for (int hicuda_k = 0; hicuda_k < 32; hicuda_k++) {");
        assertThat(out).contains("= s_part[0][hicuda_r2][hicuda_r1];").doesNotContain("hicuda_reg3");
    }

    /**
     * A section that slides along the loop (poisson19's u[k-1:k+1][..][..] over k) is a ring of 4 planes: the first
     * iteration's two older planes are copied before the loop, each iteration stores only the plane that enters
     * (k + 1, loaded an iteration earlier), the accesses index the slots, and one barrier a step remains.
     */
    @Test
    void aSlidingSectionKeepsItsPlanesInARingAndCopiesOnlyTheEnteringOne() {
        String p19 = cuda("bench/poisson19/hicuda.c");
        String uv = p19.substring(p19.indexOf("__global__ void poisson19_uv"), p19.indexOf("__global__ void poisson19_vu"));
        assertThat(uv).contains("double (*s_u)[10][34] = (double (*)[10][34])(hicuda_smem + 0); /* shared u[3][10][34]: bytes 0..10879,"
                        + " a ring of 4 planes of dimension 0 */",
                "/* s_u: a ring of 4 planes; the first iteration's other 2 planes */ if (kk < kk + KC) {",
                "s_u[(kk + hicuda_r0 - 1) & 3][hicuda_r1][hicuda_r2] = u[",
                "*(int4 *)&s_u[(k + 1) & 3][hicuda_r1][hicuda_r2] = hicuda_reg0[0];",
                "hicuda_reg0[0] = *(const int4 *)&u[((k + 2) * ny + (j - (int)threadIdx.y + hicuda_r1 - 1)) * nx",
                "s_u[k & 3][(int)threadIdx.y + 1][(int)threadIdx.x] + s_u[k & 3][(int)threadIdx.y + 1][(int)threadIdx.x + 2]",
                "s_u[(k - 1) & 3][(int)threadIdx.y + 1][(int)threadIdx.x + 1] + s_u[(k + 1) & 3][(int)threadIdx.y + 1][(int)threadIdx.x + 1]")
                .doesNotContain("hicuda_buf");
        assertThat(uv).contains("1020 elements in a ring of planes; the 340 of the planes that enter the section, loaded by all 256 threads");
        String loop = uv.substring(uv.indexOf("for (int k = kk;"));
        assertThat(count(loop.substring(0, loop.indexOf("v[(k * ny + j) * nx + i] =")), "__syncthreads()")).isEqualTo(1);
        // e2e 96: downward (the entering row at the bottom), a step of 2 over 3 rows (a ring of 8), along the last
        // dimension (element moves: no vector across slots), and 3-D
        String e96 = cuda("src/test/resources/e2e/96_shared_ring.c");
        assertThat(count(e96, "a ring of 4 planes of dimension 0 */")).isEqualTo(3);
        assertThat(e96).contains("double (*s_A)[34] = (double (*)[34])(hicuda_smem + 0); /* shared A[3][34]: bytes 0..2175,"
                        + " a ring of 8 planes of dimension 0 */",
                "/* shared A[5][3]: bytes 0..159, a ring of 4 planes of dimension 1 */",
                "s_A[(j - 1) & 3][hicuda_r1] = hicuda_reg0", "s_A[hicuda_r0][(i + 1) & 3] = hicuda_reg0[hicuda_k];");
        String along = e96.substring(e96.indexOf("__global__ void along"), e96.indexOf("__global__ void planes"));
        assertThat(along).doesNotContain("int2", "int4");
        // a section that does not slide (heat7's u[k][..][..]) keeps its two buffers
        assertThat(cuda("bench/heat7/hicuda.c")).contains("2 buffers of 2720 used in turn").doesNotContain("a ring of");
    }

    /**
     * A shared array the kernel computes in place, indexed by the thread in an outer dimension of 256 (a multiple of 32)
     * and by data in the inner one (tpacf's histogram rows), is stored thread-innermost: lane l's element of any bin is
     * in bank l, so data-dependent bins never conflict; the accesses and the copy-out index it that way.
     */
    @Test
    void aThreadIndexedArrayComputedInPlaceIsStoredWithTheThreadInnermost() {
        String tpacf = cuda("bench/tpacf/hicuda.c");
        assertThat(tpacf).contains("uint32_t (*s_part)[32][256] = (uint32_t (*)[32][256])(hicuda_smem + 128);",
                "s_part[0][k][(int)threadIdx.x] = 0;", "s_part[0][b16 + b8 + b4 + b2 + b1][(int)threadIdx.x]++;",
                "= s_part[0][hicuda_r2][hicuda_r1];");
        // a staged copy (rpes' ket rows, read one per lane) keeps its logical order, padded
        assertThat(cuda("bench/rpes/hicuda.c")).doesNotContain("the thread's dimension innermost");
    }

    /**
     * OpenCL C gets the same vectors (OpenCL's int4, through pointers that name their address spaces) and the same
     * unrolled copy loops as the CUDA target (issue 15: they were CUDA-only).
     */
    @Test
    void theOpenClTargetMovesTheSameVectorsWithAddressSpaces() {
        String mm = Translation.of(Path.of("bench/mm/hicuda.c"), Target.opencl, CodeGenOptions.DEFAULT).replaceAll("\\s+", " ");
        assertThat(mm).contains("ib + 127 <= n - 1 && kk + 31 <= n - 1 && (((unsigned long)&A[ib * n + (kk + 16)] & 15) == 0)"
                        + " && (((unsigned long)&A[(ib + 1) * n + (kk + 16)] & 15) == 0)",
                "int4 hicuda_reg0[2];",
                "#pragma unroll for (int hicuda_k = 0; hicuda_k < 2; hicuda_k++) { int hicuda_e = hicuda_tid + hicuda_k * 256;"
                        + " int hicuda_r0 = hicuda_e / 4; int hicuda_r1 = hicuda_e % 4 * 4;"
                        + " hicuda_reg0[hicuda_k] = *(__global const int4 *)&A[(ib + hicuda_r0) * n + (kk + hicuda_r1 + 16)];",
                "*(__local int4 *)&s_A[hicuda_r0][hicuda_r1] = hicuda_reg0[hicuda_k];",
                // an edge tile: element by element, each behind its guard
                "if (hicuda_g0 <= n - 1 && hicuda_g1 <= n - 1) { s_A[hicuda_r0][hicuda_r1] = A[hicuda_g0 * n + hicuda_g1]; }",
                // the array parameters keep their const: the vector reads are reads
                "__kernel __attribute__((reqd_work_group_size(16, 16, 1))) void matmul(__global const float *restrict A,"
                        + " __global const float *restrict B,");
        // rows that do not divide into vectors: elements, loaded into registers first, in unrolled loops
        String rpes = Translation.of(Path.of("bench/rpes/hicuda.c"), Target.opencl, CodeGenOptions.DEFAULT).replaceAll("\\s+", " ");
        assertThat(rpes).contains("float hicuda_reg0[5]; { #pragma unroll for (int hicuda_k = 0; hicuda_k < 5; hicuda_k++)",
                "hicuda_reg0[hicuda_k] = bra[P - (int)get_local_id(1) + hicuda_r0][hicuda_r1][hicuda_r2]; } } { #pragma unroll");
    }

    @Test
    void theCpuTargetMovesElementsInTheSameOrder() {
        String mm = cpu("bench/mm/hicuda.c");
        assertThat(mm).doesNotContain("int4", "#pragma unroll").contains("float hicuda_reg0[8];", "hicuda_pf0");
    }

    @Test
    void copyInsInASequentialLoopArePipelinedAndDoubleBuffered() {
        String mm = cuda("bench/mm/hicuda.c");
        assertThat(mm).contains(
                "float (*s_A)[16] = (float (*)[16])(hicuda_smem + 0); /* shared A[128][16]: bytes 0..16383, 2 buffers of 8192 used in turn */",
                // before the loop: the first strip into registers
                "int4 hicuda_reg0[2]; bool hicuda_pf0 = 0 < n && (ib + 127 <= n - 1 && 15 <= n - 1",
                "int hicuda_buf0 = 0;",
                // each iteration: the buffer, the stores, one barrier, then the next strip's loads
                "for (kk = 0; kk < n; kk += 16) { s_B = (float (*)[128])(hicuda_smem + 16384 + hicuda_buf0 * 8192);"
                        + " s_A = (float (*)[16])(hicuda_smem + 0 + hicuda_buf0 * 8192); hicuda_buf0 ^= 1;",
                "__syncthreads(); /* the next iteration's s_B into registers, in flight while this one is used */ hicuda_pf1 = kk + 16 < n &&");
        // the user's barrier before 'shared remove' protected only the buffers: gone, one barrier per strip (and one after the loop)
        String after = "; /* no thread still reads the buffers of the loop above when their bytes are reused */"; // the call before it is counted
        assertThat(count(mm.substring(mm.indexOf("for (kk = 0; kk < n; kk += 16)"), mm.indexOf(after)), "__syncthreads()")).isEqualTo(2);
        String heat = cuda("bench/heat7/hicuda.c");
        String kernel = heat.substring(heat.indexOf("__global__ void heat_vu"));
        assertThat(count(kernel.substring(kernel.indexOf("for (int k = kk;"), kernel.indexOf(after, kernel.indexOf("for (int k = kk;"))), "__syncthreads()")).isEqualTo(2);
        assertThat(kernel).contains("hicuda_reg0[0] = *(const int4 *)&v[((k + 1) * ny");
    }

    @Test
    void copyInsThatCouldSeeTheKernelsOwnWritesAreNotPipelined() {
        String code = cuda("src/test/resources/e2e/66_pipelined_copies.c");
        assertThat(code).contains("shared A[8][8]: bytes 0..511, 2 buffers of 256 used in turn",
                "shared B[2][9]: bytes 0..143, 2 buffers of 72 used in turn", "float (*s_B_1)[32]",
                "shared W[1][32]: bytes 0..127 */");
        // the loop of pipelined copies is followed by a barrier: the next variable reuses its bytes
        assertThat(code).contains("/* no thread still reads the buffers of the loop above when their bytes are reused */");
        // a misaligned column start (1): scalar moves only; the aligned row of B: vectors
        assertThat(code).contains("hicuda_reg1[0] = B[t + hicuda_r0 - 2][hicuda_r1 + 1];", "*(const int4 *)&B[t + 1][hicuda_r1]");
    }
}
