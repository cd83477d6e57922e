package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** -O0/-O1/-O2 (default -O2), --opt=+NAME,-NAME, --opt-report and the tuning file beside the input. */
class OptimizationOptionsTest {
    @TempDir
    Path tmp;

    static final String MM = "src/test/resources/e2e/80_opt_matmul.c";

    Cli.Result translate(String... opts) {
        String[] args = new String[opts.length + 4];
        args[0] = "translate";
        System.arraycopy(opts, 0, args, 1, opts.length);
        args[opts.length + 1] = MM;
        args[opts.length + 2] = "-o";
        args[opts.length + 3] = tmp.resolve("mm.cu").toString();
        return Cli.run(args);
    }

    @Test
    void levelsTurnOnTheirPassesAndTheReportSaysWhatEachDid() {
        String o2 = translate("--opt-report").err();
        assertThat(o2.lines().toList()).containsExactly(
                MM + ":25: kernel matmul: specialization: not applied: no constant scalar argument and no array read alike by every"
                        + " thread in a loop",
                MM + ":25: kernel matmul: registers: applied: C[i * m + j] kept in register C_acc (initialized with the value stored"
                        + " just before the loop, stored once after it) across loop 'k' (line 31)",
                MM + ":25: kernel matmul: coalescing: not applied: 'j' along threadIdx.x already touches the fewest sectors a warp"
                        + " (weighted 32-byte sectors a warp with x along 'i': 560, 'j': 84)",
                MM + ":25: kernel matmul: coarsening: applied: 16 iterations a thread (4 x 4): 'i' 4 (16 apart), 'j' 4 (16 apart);"
                        + " block tile 64 x 64; body unrolled and jammed; last copies clamped, their stores guarded",
                MM + ":25: kernel matmul: shared-tiling: not staged: C is written in the kernel",
                MM + ":25: kernel matmul: shared-arrays: not applied: no array of a thread indexed at run time and no small table"
                        + " read at subscripts that differ between threads",
                MM + ":25: kernel matmul: prefetch: not applied: no load prefetched in loop 'k_s' (line 31): no read-only element is"
                        + " read in every iteration at subscripts that follow the loop's variable",
                MM + ":25: kernel matmul: vector-access: not applied: no access vectorized in loop 'k' (line 31): its trip count is not a"
                        + " constant",
                MM + ":31: kernel matmul: shared-tiling: applied: loop 'k' strip-mined by 32; in shared memory: A [64 x 32] (read by 16"
                        + " threads), B [32 x 64] (read by 16 threads), 16384 bytes a block");
        assertThat(translate("-O2", "--opt-report").err()).isEqualTo(o2);
        assertThat(translate("-O1", "--opt-report").err().lines()).allMatch(l -> l.contains(": specialization: ") || l.contains(": registers: ")
                || l.contains(": vector-access: "));
        assertThat(translate("-O0", "--opt-report").err()).isEmpty();
        assertThat(translate("-O0", "--opt=+coarsening", "--opt-report").err().lines())
                .singleElement().asString().contains("coarsening: applied: 16 iterations a thread");
        assertThat(translate("--opt=-coarsening,-shared-tiling", "--opt-report").err()).doesNotContain("coarsening:", "shared-tiling:");
        assertThat(translate().err()).isEmpty();
    }

    @Test
    void badLevelsAndSwitchesAreCommandLineErrors() {
        Cli.Result level = translate("-O3");
        assertThat(level.exit()).isEqualTo(2);
        assertThat(level.err()).contains("hicuda: error: -O takes 0, 1 or 2, not 3");
        Cli.Result unknown = translate("--opt=+tiling");
        assertThat(unknown.exit()).isEqualTo(2);
        assertThat(unknown.err()).contains("unknown optimization 'tiling' in --opt (known: stencil-tiling, specialization, registers,"
                + " coalescing, coarsening, shared-tiling, shared-arrays, prefetch, vector-access, loop-versioning)");
        assertThat(Cli.run("translate", "--help").out()).contains("-O=LEVEL", "--opt-report", "--opt=+NAME|-NAME");
    }

    @Test
    void aTuningFileBesideTheInputOverridesTheCostModels() throws IOException {
        Path src = tmp.resolve("mm.c");
        Files.copy(Path.of(MM), src);
        Files.writeString(tmp.resolve("mm.tune"), "matmul.coarsening = 1x2\nmatmul.strip = 16\n");
        Cli.Result r = Cli.run("translate", "--opt-report", src.toString(), "-o", tmp.resolve("mm.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("coarsening: applied: 2 iterations a thread (1 x 2): 'i' 1, 'j' 2 (16 apart); block tile 16 x 32;",
                "shared-tiling: applied: loop 'k' strip-mined by 16; in shared memory: A [16 x 16] (read by 16 threads), B [16 x 32]"
                        + " (read by 16 threads), 3072 bytes a block (strip from the tuning file)");
        Files.writeString(tmp.resolve("mm.tune"), "matmul.coarsening = 4x\n");
        Cli.Result bad = Cli.run("translate", src.toString(), "-o", tmp.resolve("mm.cu").toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err()).contains(tmp.resolve("mm.tune") + ": line 1: expected KERNEL.coarsening = AxB..., KERNEL.strip = N,"
                + " KERNEL.prefetch = on|off, KERNEL.vector-access = on|off, KERNEL.loop-versioning = on|off or KERNEL.min-blocks = M (1-99), found 'matmul.coarsening = 4x'");
        Files.writeString(tmp.resolve("mm.tune"), "matmul.prefetch = maybe\n");
        Cli.Result badPrefetch = Cli.run("translate", src.toString(), "-o", tmp.resolve("mm2.cu").toString());
        assertThat(badPrefetch.exit()).isEqualTo(1);
        assertThat(badPrefetch.err()).contains(tmp.resolve("mm.tune") + ": line 1: expected KERNEL.coarsening = AxB..., KERNEL.strip = N,"
                + " KERNEL.prefetch = on|off, KERNEL.vector-access = on|off, KERNEL.loop-versioning = on|off or KERNEL.min-blocks = M (1-99), found 'matmul.prefetch = maybe'");
        assertThat(tmp.resolve("mm2.cu")).doesNotExist();
        Files.writeString(tmp.resolve("mm.tune"), "matmul.vector-access = 4\n");
        Cli.Result badVectors = Cli.run("translate", src.toString(), "-o", tmp.resolve("mm3.cu").toString());
        assertThat(badVectors.exit()).isEqualTo(1);
        assertThat(badVectors.err()).contains("line 1: expected", "found 'matmul.vector-access = 4'");
        assertThat(tmp.resolve("mm3.cu")).doesNotExist();
    }

    /** {@code KERNEL.prefetch = off} in the tuning file leaves that kernel's loads where the program issues them. */
    @Test
    void theTuningFileTurnsPrefetchOffPerKernel() throws IOException {
        Path src = tmp.resolve("jacobi2d.c");
        Files.copy(Path.of("bench/jacobi2d/hicuda.c"), src);
        Files.writeString(tmp.resolve("jacobi2d.tune"), "jacobi_xy.prefetch = off\n");
        Cli.Result r = Cli.run("translate", "--opt-report", "-I", "bench/common", src.toString(), "-o", tmp.resolve("j.cu").toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("kernel jacobi_xy: prefetch: not applied: the tuning file turns it off for this kernel",
                "kernel jacobi_yx: prefetch: applied: load y[(j + 1) * nx + i] one iteration ahead");
        String cu = Files.readString(tmp.resolve("j.cu"));
        assertThat(cu).doesNotContain("x_next").contains("y_next");
    }
}
