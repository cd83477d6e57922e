package dev.hicuda.lowering;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** Specific lines of the generated CUDA that rules in docs/translation.md promise. */
class GeneratedCodeTest {
    @TempDir
    Path tmp;

    private String translate(String file) throws IOException {
        Path out = tmp.resolve("out.cu");
        Cli.Result r = Cli.run("translate", "-O0", "-I", "bench/common", file, "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        // the device file, then the host program (C) written beside it
        return Files.readString(out) + Files.readString(dev.hicuda.support.Builds.host(out));
    }

    private String translateSource(String src) throws IOException {
        Path in = tmp.resolve("in.c");
        Files.writeString(in, src);
        return translate(in.toString());
    }

    @Test
    void sharedCopiesAreGuardedOnlyWhereTheyCanLeaveTheData() throws IOException {
        // Fig. 4: every tile is inside the 256x256 arrays (kk stops at 224): no guard at all
        assertThat(translate("examples/matmul_shared_fig4.c")).doesNotContainPattern("hicuda_g(?!rid)");
        // the halo of the convolution crosses both edges of both dimensions
        assertThat(translate("examples/conv2d_halo.c"))
                .contains("if (hicuda_g0 >= 0 && hicuda_g0 <= 95 && hicuda_g1 >= 0 && hicuda_g1 <= 127) {");
        // run-time n: ib >= 0 and kk >= 0 are proved, ib + 127 <= n - 1 and kk + 15 <= n - 1 are not
        assertThat(translate("bench/mm/hicuda.c")).contains("if (hicuda_g0 <= n - 1 && hicuda_g1 <= n - 1) {")
                .doesNotContain("hicuda_g0 >= 0");
    }

    @Test
    void anOffsetFactorsInsideASharedScopeWithTheSectionAsAFact() throws IOException {
        // k runs over [kk, kk + 15], which is not provably below n, but the shared section states it is a column of A
        String code = translate("bench/mm/hicuda.c");
        assertThat(code).contains("acc[a][b] += s_A[ti + 16 * a][k - kk] * s_B[k - kk][tj + 16 * b];");
    }

    @Test
    void arrayParametersAreRestrictAndConstWhenOnlyRead() throws IOException {
        assertThat(translate("examples/matmul_shared_fig4.c")).contains(
                "__global__ void matrixMul(const float (*__restrict__ A)[256], const float (*__restrict__ B)[256],"
                        + " float (*__restrict__ C)[256]) {");
    }

    @Test
    void shapeDirectivesStayAsCommentsAndNoPragmaIsLeft() throws IOException {
        String code = translate("examples/shape_malloc.c");
        assertThat(code).contains("/* #pragma hicuda shape a[n][m] */", "/* #pragma hicuda shape rowsum[n] */");
        assertThat(code.lines().filter(l -> l.trim().startsWith("#pragma hicuda"))).isEmpty();
    }

    @Test
    void fixedWidthIntegerTypedefsHaveTheirSizes() throws IOException {
        String code = translateSource("""
                #include <stdint.h>
                int32_t A[256];
                uint8_t B[256];
                int main(void)
                {
                    int i;
                #pragma hicuda global alloc A[*] copyin
                #pragma hicuda global alloc B[*]
                #pragma hicuda kernel k tblock(2) thread(128)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < 256; i++) {
                #pragma hicuda shared alloc A[i] copyin
                        B[i] = (uint8_t)(A[i] & 255);
                #pragma hicuda shared remove A
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout B[*]
                #pragma hicuda global free A B
                    return 0;
                }
                """);
        // the shared copy needs the element size: 128 int32_t = 512 bytes
        assertThat(code).contains("hicuda_launch_k(k_grid, k_block, 512, 0, g_B, g_A)");
    }
}
