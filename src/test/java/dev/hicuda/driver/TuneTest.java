package dev.hicuda.driver;

import dev.hicuda.optimize.Tuning;
import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** hicuda tune: without a GPU it says so and exits 1; on the CPU emulation it runs every variant and writes IN.tune. */
class TuneTest {
    @TempDir
    Path tmp;

    @Test
    void withoutAGpuItSaysSoAndExits1() throws IOException {
        Assumptions.assumeFalse(Runner.gpuPresent(), "a GPU is present");
        Path src = tmp.resolve("mm.c");
        Files.copy(Path.of("src/test/resources/e2e/80_opt_matmul.c"), src);
        Cli.Result r = Cli.run("tune", src.toString());
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("hicuda: error: tune times the variants on a GPU, and nvidia-smi finds none; nothing was written");
        assertThat(tmp.resolve("mm.tune")).doesNotExist();
    }

    @Test
    void onTheCpuEmulationEveryVariantRunsAndTheFastestCorrectOneIsWritten() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        Path src = tmp.resolve("mm.c");
        Files.copy(Path.of("src/test/resources/e2e/80_opt_matmul.c"), src);
        Cli.Result r = Cli.run("tune", "--target", "cpu", "--runs", "1", src.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("coarsening: cost model, strip: cost model", "coarsening 4, strip 64", "coarsening 8, strip 16",
                ", loop-versioning on", ", prefetch off", "fastest: ");
        // 20 variants of coarsening and strip, then the fastest with versioned loops and without prefetching
        assertThat(r.out().lines().filter(l -> l.startsWith("  ")).toList()).hasSize(22).allMatch(l -> l.endsWith(" ms"));
        String file = Files.readString(tmp.resolve("mm.tune"));
        assertThat(file).startsWith("# written by hicuda tune (CPU emulation): ");
        Tuning.parse(file);
        Cli.Result t = Cli.run("translate", "--opt-report", src.toString(), "-o", tmp.resolve("mm.cu").toString());
        assertThat(t.exit()).as(t.err()).isZero();
    }

    @Test
    void outputsAreComparedNumberByNumber() {
        assertThat(Tuner.sameNumbers("s = 1.000001 n=3\n", "s = 1.0000015 n=3\n")).isTrue();
        assertThat(Tuner.sameNumbers("s = 1.0 n=3\n", "s = 1.1 n=3\n")).isFalse();
        assertThat(Tuner.sameNumbers("s = 1.0 n=3\n", "t = 1.0 n=3\n")).isFalse();
        assertThat(Tuner.sameNumbers("-nan\n", "1.0\n")).isFalse();
    }
}
