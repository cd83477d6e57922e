package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** What {@code translate --report} says about kernels, shared memory and data transfers. */
class ReportTest {
    @TempDir
    Path tmp;

    @Test
    void transfersWithTheirSizesAndShapes() {
        Cli.Result r = Cli.run("translate", "--report", "examples/jacobi_sections.c", "-o", tmp.resolve("j.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains(
                "data examples/jacobi_sections.c:27: g_A (global alloc A[*][*]), 67600 bytes of device memory",
                "data examples/jacobi_sections.c:27: global copyin A: host to device, 67600 bytes in one contiguous run",
                "data examples/jacobi_sections.c:29: global copyin F: host to device, 65536 bytes as 128 runs of 128 elements"
                        + " (one strided 2-D copy)",
                "data examples/jacobi_sections.c:55: global copyout A: device to host, 65536 bytes as 128 runs of 128 elements");
    }

    @Test
    void kernelGridAndSharedLayout() {
        Cli.Result r = Cli.run("translate", "--report", "examples/matmul_shared_fig4.c", "-o", tmp.resolve("m.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains(
                "kernel matrixMul (examples/matmul_shared_fig4.c:48)",
                "  grid:  [0] N/16 -> blockIdx.y, [1] N/16 -> blockIdx.x",
                "  block: [0] 16 -> threadIdx.y, [1] 16 -> threadIdx.x",
                "  shared memory: 8192 bytes per block (one dynamic buffer)",
                "    s_A: float[16][32] at offset 0 (4096 bytes: two buffers used in turn, its copy-in pipelined), live lines 56-64,"
                        + " copyin 512 elements",
                "    s_B: float[32][16] at offset 4096 (4096 bytes: two buffers used in turn, its copy-in pipelined), live lines 57-64,"
                        + " copyin 512 elements");
    }
}
