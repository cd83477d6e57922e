package dev.hicuda.lowering.kernel;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The chunk of a BLOCK partition over thread blocks with a run-time size is computed once by the host and
 * passed to the kernel (docs/translation.md, "loop_partition"); e2e/67_host_computed_chunks.c checks the
 * results on the CPU target.
 */
class HostComputedChunkTest {
    @TempDir
    Path tmp;

    private String[] translate(String file) throws IOException {
        Path out = tmp.resolve("out.cu");
        Cli.Result r = Cli.run("translate", "-O0", "-I", "bench/common", file, "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        return new String[] {Files.readString(out).replaceAll("\\s+", " "), Files.readString(tmp.resolve("out.host.c")).replaceAll("\\s+", " ")};
    }

    @Test
    void theHostComputesTheChunkAndTheKernelTakesIt() throws IOException {
        String[] mm = translate("bench/mm/hicuda.c");
        assertThat(mm[0]).contains("__global__ void __launch_bounds__(256, 2) matmul(const float *__restrict__ A, const float *__restrict__ B, float *__restrict__ C, int n,"
                + " int ib_chunk, int jb_chunk)", "for (ib = (int)blockIdx.y * ib_chunk * 128; ib < ib_end; ib += 128)")
                .doesNotContain("int ib_chunk =", "/ (n / 128)");
        assertThat(mm[1]).contains("int matmul_ib_chunk = (n / 128) > 0 ? ((n + 127) / 128 + ((n / 128) - 1)) / (n / 128) : 0;",
                "hicuda_launch_matmul(matmul_grid, matmul_block, 32768, 0, g_A, g_B, g_C, n, matmul_ib_chunk, matmul_jb_chunk)");
    }

    @Test
    void twoLoopsWithOneVariableGetTwoChunksAndAChunkThatDependsOnTheKernelStaysInIt() throws IOException {
        String[] p = translate("src/test/resources/e2e/67_host_computed_chunks.c");
        assertThat(p[0]).contains("int n, int i_chunk, int i_chunk1)", "(int)blockIdx.x * i_chunk1 * 2",
                "int j_chunk = (i + 1 + 2) / 3;");
        assertThat(p[1]).contains("int twice_i_chunk = nb > 0 ? (n + (nb - 1)) / nb : 0;",
                "int twice_i_chunk1 = nb > 0 ? (((n - 3) - 1 + 1) / 2 + (nb - 1)) / nb : 0;");
    }

    @Test
    void constantChunksNeedNoParameter() throws IOException {
        String[] p = translate("examples/matmul_shared_fig4.c");
        assertThat(p[0]).doesNotContain("_chunk");
    }
}
