package dev.hicuda.optimize;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Loop versioning of pipelined shared copies ({@code loop-versioning}, off at every level) and the tuning file's
 * {@code min-blocks}: the loop in a version without the copies' slow paths, taken when the boxes of the first, second
 * and last iterations are inside the data and aligned, and the general version otherwise; both compute what the
 * sequential program computes, for sizes that fit the tiles, a partial last tile and a section that starts off the
 * 16-byte boundary; beside it, a copy without a test (no vector path, always inside the data) stays pipelined in both.
 */
class LoopVersioningTest {
    @TempDir
    Path tmp;

    /** All-pairs sums over tiles of 64 of X, staged in shared memory; {@code N} points, the section starting at {@code OFF}. */
    static String program(int n, int off) {
        return """
                #include <stdio.h>
                #define N %d
                #define OFF %d
                #define T 64
                float X[N + OFF], Y[N + T + 1], OUT[N];
                int main(void)
                {
                    int i, n = N;
                    double s = 0.0;
                    for (i = 0; i < N + OFF; i++)
                        X[i] = (float)((i * 37) %% 101) / 17.0f - 2.0f;
                    for (i = 0; i < N + T + 1; i++)
                        Y[i] = (float)((i * 13) %% 29) / 7.0f;
                #pragma hicuda global alloc X[*] copyin
                #pragma hicuda global alloc Y[*] copyin
                #pragma hicuda global alloc OUT[*]
                #pragma hicuda kernel pairs tblock((N + T - 1) / T) thread(T)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < n; i++) {
                        float xi = X[i + OFF], acc = 0.0f;
                        int jj, j;
                        for (jj = 0; jj < N; jj += T) {
                #pragma hicuda shared alloc X[jj+OFF:jj+OFF+T-1] copyin
                #pragma hicuda shared alloc Y[jj:jj+T] copyin
                #pragma hicuda barrier
                            for (j = jj; j < jj + T; j++)
                                if (j < n)
                                    acc += (xi - X[j + OFF]) * (xi - X[j + OFF]) + Y[j + 1] - Y[j];
                #pragma hicuda barrier
                #pragma hicuda shared remove X Y
                        }
                        OUT[i] = acc;
                    }
                #pragma hicuda kernel_end
                #pragma hicuda global copyout OUT[*]
                #pragma hicuda global free X Y OUT
                    for (i = 0; i < N; i++)
                        s += OUT[i] * (1 + i %% 3);
                    printf("%%.3f %%.4f\\n", s, OUT[N - 1]);
                    return 0;
                }
                """.formatted(n, off);
    }

    @Test
    void theLoopRunsInTwoVersionsAndBothComputeWhatTheSequentialProgramDoes() throws IOException {
        for (int[] c : new int[][] {{512, 0}, {500, 0}, {512, 1}, {64, 0}}) {
            Path d = Files.createDirectories(tmp.resolve("n" + c[0] + "o" + c[1]));
            Optimized o = Optimized.translate(d, program(c[0], c[1]), "-O2", "--opt=+loop-versioning").computesWhatSequentialDoes();
            assertThat(o.line("pairs", "loop-versioning")).startsWith("applied");
            String fast = o.device.substring(o.device.indexOf("if (hicuda_fast0) {"), o.device.indexOf("} else {", o.device.indexOf("if (hicuda_fast0) {")));
            assertThat(o.device).contains("const long hicuda_last0 = ", "bool hicuda_fast0 = ");
            assertThat(fast).as("the fast version stores the registers loaded ahead, with no slow path").contains("hicuda_reg0")
                    .doesNotContain("} else {");
            String slow = o.device.substring(o.device.indexOf("} else {", o.device.indexOf("if (hicuda_fast0) {")));
            assertThat(slow).as("the general version copies X element by element, without registers loaded ahead")
                    .doesNotContain("hicuda_reg0", "hicuda_pf0");
            // Y's 65 elements have no vector path and are inside the data: its copy has no test, and stays pipelined in both
            assertThat(fast).contains("hicuda_reg1");
            assertThat(slow).contains("hicuda_reg1", "hicuda_pf1");
        }
    }

    @Test
    void offByDefaultAndByTheTuningFile() throws IOException {
        Optimized o = Optimized.translate(tmp, program(512, 0), "-O2");
        assertThat(o.device).doesNotContain("hicuda_fast");
        assertThat(o.lines("pairs", "loop-versioning")).isEmpty();
        Path d = Files.createDirectories(tmp.resolve("tuned"));
        Files.writeString(d.resolve("p.tune"), "pairs.loop-versioning = on\npairs.min-blocks = 12\n");
        Optimized t = Optimized.translate(d, program(512, 0), "-O2").computesWhatSequentialDoes();
        assertThat(t.line("pairs", "loop-versioning")).contains("(tuning file)");
        assertThat(t.line("pairs", "launch-bounds")).contains("at least 12 blocks");
        assertThat(t.device).contains("hicuda_fast0", "__global__ void __launch_bounds__(64, 12) pairs(");
        Files.writeString(d.resolve("p.tune"), "*.loop-versioning = off\n");
        assertThat(Optimized.translate(d, program(512, 0), "-O2", "--opt=+loop-versioning").device).doesNotContain("hicuda_fast");
    }

    @Test
    void aMinimumNoSmCanHoldIsWarnedAbout() throws IOException {
        Files.writeString(tmp.resolve("p.c"), program(512, 0));
        Files.writeString(tmp.resolve("p.tune"), "pairs.min-blocks = 40\n");
        dev.hicuda.support.Cli.Result r = dev.hicuda.support.Cli.run("translate", tmp.resolve("p.c").toString(), "-o",
                tmp.resolve("p.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("warning: the tuning file's 'min-blocks = 40' for kernel 'pairs' asks for more than the 2048"
                + " threads an SM holds (64 a block)");
        assertThat(Files.readString(tmp.resolve("p.cu"))).contains("__launch_bounds__(64, 40) pairs(");
    }

    @Test
    void malformedEntriesAreRejected() {
        assertThat(Tuning.parse("k.min-blocks = 5\nk.loop-versioning = off\n").minBlocks("k")).isEqualTo(5);
        for (String bad : new String[] {"k.min-blocks = 0", "k.min-blocks = many", "k.loop-versioning = maybe"}) {
            assertThatThrownBy(() -> Tuning.parse(bad)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 1");
        }
    }
}
