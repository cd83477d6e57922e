package dev.hicuda.lowering.kernel;

import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;
import dev.hicuda.support.Translation;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** #pragma unroll in front of the kernel loops whose trip count is a compile-time constant (docs/translation.md, "Unrolling"). */
class LoopUnrollingTest {
    private static String cuda(String file) {
        return Translation.of(Path.of(file), Target.cuda, CodeGenOptions.DEFAULT);
    }

    @Test
    void shortLoopsWithSmallBodiesAreUnrolledFully() {
        // mm: the 8x8 register tile (its variables subscript acc: registers only when unrolled), and the 16 k steps
        // of a strip around it (bounds kk .. kk + 16: a constant trip count; acc is a register tile)
        String mm = cuda("bench/mm/hicuda.c").replaceAll("\\s+", " ");
        assertThat(mm).contains("#pragma unroll for (k = kk; k < kk + 16; k++) { #pragma unroll for (a = 0; a < 8; a++) { #pragma unroll for (b = 0; b < 8; b++)");
        // sqdist: the 2 x 16 coordinates held in registers (yr[q][k]) unrolled fully, and so the 16 rows around their
        // uses (each row's body is small: 16 coordinates of 2 columns)
        String sq = cuda("bench/sqdist/hicuda.c").replaceAll("\\s+", " ");
        assertThat(sq).contains("#pragma unroll for (int q = 0; q < CPT; q++) { int j = jb + c + q * TX; #pragma unroll for (int k = 0; k < D; k++) yr[q][k] = j < mm ? y[j][k] : 0.0f; }",
                "#pragma unroll for (int r = 0; r < TI / TR; r++)");
    }

    @Test
    void longLoopsArePartlyUnrolledByTheSizeOfTheirBody() {
        // mriq: 1024 samples with two transcendental calls each (143 operations): by 4; nbody: 256 small interactions
        // without a branch: by 16; laplace: 256 sources with a branch (136 operations): by 4, not 16
        assertThat(cuda("bench/mriq/hicuda.c").replaceAll("\\s+", " ")).contains("#pragma unroll 4 for (k = c; k < c + CH; k++)");
        assertThat(cuda("bench/nbody/hicuda.c").replaceAll("\\s+", " ")).contains("#pragma unroll 16 for (j = jj; j < jj + 256; j++)");
        assertThat(cuda("bench/laplace/hicuda.c").replaceAll("\\s+", " ")).contains("#pragma unroll 4 for (int j = jj; j < jj + TB; j++)");
    }

    @Test
    void loopsWithRunTimeTripCountsOrBarriersAreLeftToNvcc() {
        String heat = cuda("bench/heat7/hicuda.c");
        assertThat(heat).doesNotContain("#pragma unroll 2");
        assertThat(cuda("examples/vecadd.c")).doesNotContain("#pragma unroll");
    }

    /** The OpenCL target gets the same pragmas (issue 15: NVIDIA's OpenCL compiler and PoCL's Clang take #pragma unroll in OpenCL C 1.2). */
    @Test
    void theOpenClTargetGetsTheSamePragmas() {
        String mm = Translation.of(Path.of("bench/mm/hicuda.c"), Target.opencl, CodeGenOptions.DEFAULT).replaceAll("\\s+", " ");
        assertThat(mm).contains("#pragma unroll for (k = kk; k < kk + 16; k++) { #pragma unroll for (a = 0; a < 8; a++) { #pragma unroll for (b = 0; b < 8; b++)");
        assertThat(Translation.of(Path.of("bench/nbody/hicuda.c"), Target.opencl, CodeGenOptions.DEFAULT).replaceAll("\\s+", " "))
                .contains("#pragma unroll 16 for (j = jj; j < jj + 256; j++)");
        assertThat(Translation.of(Path.of("examples/vecadd.c"), Target.opencl, CodeGenOptions.DEFAULT)).doesNotContain("#pragma unroll");
    }

    @Test
    void theCpuTargetGetsNoPragma() {
        assertThat(Translation.of(Path.of("bench/mm/hicuda.c"), Target.cpu, CodeGenOptions.DEFAULT)).doesNotContain("#pragma unroll");
    }
}
