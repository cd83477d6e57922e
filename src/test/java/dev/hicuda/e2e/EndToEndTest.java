package dev.hicuda.e2e;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every example and end-to-end program: translated for the CPU target at -O0 (the translation alone)
 * and at -O2 (with the optimizer), built with g++ and run, it prints what the sequential program built by gcc prints (numbers compared with a relative
 * tolerance of 1e-4, since the GPU order of operations may differ); translated for CUDA, nvcc
 * compiles it for sm_90 without warnings (when nvcc is installed).
 *
 * <p>The CPU build checks the kernels for data races ({@code --race-check}) and runs the threads of each
 * block in a shuffled order ({@code HICUDA_CPU_SHUFFLE}, a seed per program), so a program whose
 * result depends on the order of its threads, or that races, fails. {@link #KNOWN_RACES} lists the
 * programs with a race that docs/cpu-target.md explains: they run unchecked, and {@link
 * #knownRacesAreReported} asserts the report.
 *
 * <p>Programs that need directives of later issues (constant, texture, shape, kernel-local
 * shared arrays, interprocedural data) are listed in {@link #NOT_YET} with the reason; for them
 * the test asserts the located error that says what is missing, so it fails once they work.
 */
class EndToEndTest {
    static final Map<String, String> NOT_YET = Map.of(
            "20_interproc_data.c", "array 'Q' is used in kernel");

    /** Programs with a known race (docs/cpu-target.md, "Race checking") and the start of its report. */
    static final Map<String, String> KNOWN_RACES = Map.of(
            "57_shared_geometries.c", "hicuda-cpu: error: data race in kernel 'k6' on global memory");

    @TempDir
    Path tmp;

    static List<Path> programs() throws IOException {
        List<Path> all = new ArrayList<>();
        for (String dir : List.of("examples", "src/test/resources/e2e")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".c")).sorted().forEach(all::add);
            }
        }
        return all;
    }

    @TestFactory
    Stream<DynamicTest> cpuTargetMatchesSequentialProgram() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        List<Path> ps = programs();
        assertThat(ps).hasSizeGreaterThanOrEqualTo(22);
        List<Object[]> cases = new ArrayList<>();
        for (Path p : ps) {
            cases.add(new Object[] {p, "-O0"});
            cases.add(new Object[] {p, "-O2"});
        }
        return dev.hicuda.support.Concurrently.tests(cases, c -> ((Path) c[0]).getFileName() + " " + c[1],
                c -> cpu((Path) c[0], (String) c[1]));
    }

    @TestFactory
    Stream<DynamicTest> nvccCompilesCudaOutput() throws IOException {
        Assumptions.assumeTrue(Proc.available("nvcc"), "nvcc is needed");
        return dev.hicuda.support.Concurrently.tests(programs().stream().filter(p -> !NOT_YET.containsKey(p.getFileName().toString()))
                .toList(), p -> p.getFileName().toString(), this::cuda);
    }

    private void cpu(Path src, String level) {
        String name = src.getFileName().toString();
        String base = name.replace(".c", "") + level;
        Path out = tmp.resolve(base + ".cpu.cpp");
        boolean checked = !KNOWN_RACES.containsKey(name);
        Cli.Result r = checked ? Cli.run("translate", level, "--target", "cpu", "--race-check", src.toString(), "-o", out.toString())
                : Cli.run("translate", level, "--target", "cpu", src.toString(), "-o", out.toString());
        if (NOT_YET.containsKey(name) && r.exit() != 0) {
            assertThat(r.err()).contains(NOT_YET.get(name));
            assertThat(out).doesNotExist();
            return;
        }
        assertThat(r.exit()).as(r.err()).isZero();
        if (NOT_YET.containsKey(name)) {
            Proc.Result b = dev.hicuda.support.Builds.cpu(out, tmp.resolve(base + ".cpu"), "-O1");
            assertThat(b.output()).contains(NOT_YET.get(name));
            return;
        }
        CpuRun.assertMatchesSequential(src, out, tmp);
    }

    @TestFactory
    Stream<DynamicTest> knownRacesAreReported() {
        Assumptions.assumeTrue(Proc.available("g++"), "g++ is needed");
        return KNOWN_RACES.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> {
            Path src = Path.of("src/test/resources/e2e", e.getKey());
            Cli.Result r = Cli.run("run", "--target", "cpu", src.toString());
            assertThat(r.exit()).as(r.err()).isEqualTo(71);
            assertThat(r.err()).contains(e.getValue());
        }));
    }

    private void cuda(Path src) {
        String base = src.getFileName().toString().replace(".c", "");
        Path out = tmp.resolve(base + ".cu");
        Cli.Result r = Cli.run("translate", src.toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Proc.Result b = dev.hicuda.support.Builds.cudaCompile(out);
        assertThat(b.exit()).as(b.output()).isZero();
        assertThat(b.output()).as("nvcc warnings").doesNotContainIgnoringCase("warning");
    }
}
