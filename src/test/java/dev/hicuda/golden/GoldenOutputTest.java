package dev.hicuda.golden;

import dev.hicuda.support.Cli;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The exact text hicuda generates for a representative set of programs, for the CUDA, CPU and
 * OpenCL targets: every directive family (kernels and partitioning, global data with sections, shared
 * memory with merging, halos and padding, constant and texture memory, shapes, barriers and
 * singular regions) and the benchmark kernels whose speed BENCHMARKS.md reports.
 *
 * <p>The translation proper is pinned at {@code -O0} (no optimization pass runs, so a change to the
 * optimizer leaves these files alone); {@link #OPTIMIZED} are translated at {@code -O2}, for the CUDA
 * target, into {@code *.O2.golden}: what the optimizer makes of naive programs.
 *
 * <p>A change to generated code must be deliberate: when one is intended, regenerate with
 * {@code mvn test -Dtest=GoldenOutputTest -Dgolden.update=true}, review the diff of
 * {@code src/test/resources/golden/}, and say in the commit message why the output changed.
 */
class GoldenOutputTest {
    static final Path GOLDEN = Path.of("src/test/resources/golden");

    /** The inputs, each translated for every target. */
    static final List<String> INPUTS = List.of(
            "examples/vecadd.c",
            "examples/matmul_shared_fig4.c",
            "examples/jacobi_sections.c",
            "examples/partition_fig6.c",
            "examples/conv2d_halo.c",
            "examples/poly_constant.c",
            "examples/texture_lookup.c",
            "examples/shape_malloc.c",
            "examples/singular_barrier.c",
            "examples/nowait.c",
            "src/test/resources/e2e/30_barrier_predication.c",
            "src/test/resources/e2e/63_shared_over_48k.c",
            "src/test/resources/e2e/64_shared_padded_rows.c",
            "bench/mm/hicuda.c",
            "bench/heat7/hicuda.c",
            "bench/rpes/hicuda.c");

    /** Naive programs translated at -O2 (CUDA target): registers, coarsening, shared tiling, constant memory. */
    static final List<String> OPTIMIZED = List.of(
            "bench/mm/naive.c",
            "bench/mriq/naive.c");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> generatedCodeIsUnchanged() {
        boolean update = Boolean.getBoolean("golden.update");
        Stream<DynamicTest> plain = INPUTS.stream().flatMap(in -> Stream.of("cuda", "cpu", "opencl").map(target ->
                DynamicTest.dynamicTest(in + " (" + target + ")", () -> check(in, target, "-O0", update))));
        Stream<DynamicTest> optimized = OPTIMIZED.stream().map(in ->
                DynamicTest.dynamicTest(in + " (cuda, -O2)", () -> check(in, "cuda", "-O2", update)));
        return Stream.concat(plain, optimized);
    }

    private void check(String input, String target, String level, boolean update) throws IOException {
        Path out = tmp.resolve(target + level + "-" + Path.of(input).getFileName());
        Cli.Result r = Cli.run("translate", level, "--target", target, "-I", "bench/common", input, "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        String stem = input.replace('/', '_').replaceFirst("\\.c$", "") + (level.equals("-O0") ? "" : "." + level.substring(1)) + "." + target;
        compare(Files.readString(out), GOLDEN.resolve(stem + ".golden"), input, target, update);
        compare(Files.readString(dev.hicuda.support.Builds.host(out)), GOLDEN.resolve(stem + ".host.golden"), input,
                target + ", host program", update);
    }

    private static void compare(String actual, Path golden, String input, String what, boolean update) throws IOException {
        if (update) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, actual);
            return;
        }
        assertThat(golden).as("golden file for " + input + "; create it with -Dgolden.update=true").exists();
        assertThat(actual).as("generated code for %s (%s) differs from %s; if the change is intended, "
                + "regenerate with -Dgolden.update=true and give the reason in the commit message", input, what, golden)
                .isEqualTo(Files.readString(golden));
    }
}
