package dev.hicuda.e2e;

import dev.hicuda.support.Cli;
import dev.hicuda.support.ProgramSources;
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
 * <p>A folder among them is a program of several files (its {@code .c} files, translated together,
 * built and linked as one program, with its headers; the sequential program is gcc's build of the
 * same files).  Programs that need directives of later issues would be listed in {@link #NOT_YET}
 * with the reason; for them the test asserts the located error that says what is missing, so that it
 * fails once they work.
 */
class EndToEndTest {
    static final Map<String, String> NOT_YET = Map.of();

    /** Programs with a known race (docs/cpu-target.md, "Race checking") and the start of its report. */
    static final Map<String, String> KNOWN_RACES = Map.of(
            "57_shared_geometries.c", "hicuda-cpu: error: data race in kernel 'k6' on global memory");

    @TempDir
    Path tmp;

    static List<Path> programs() throws IOException {
        List<Path> all = new ArrayList<>();
        for (String dir : List.of("examples", "src/test/resources/e2e")) {
            try (Stream<Path> s = Files.list(Path.of(dir))) {
                s.filter(p -> p.toString().endsWith(".c") || Files.isDirectory(p) && !ProgramSources.of(p).isEmpty()).sorted().forEach(all::add);
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

    /** A program of several files: translated together for the CPU target, built, run, compared with gcc's build. */
    private void cpuProgram(Path dir, String level) {
        String base = dir.getFileName().toString() + level;
        List<Path> srcs = ProgramSources.of(dir);
        Path out = tmp.resolve(base + "-cpu");
        List<String> args = new ArrayList<>(List.of("translate", level, "--target", "cpu", "--race-check"));
        srcs.forEach(p -> args.add(p.toString()));
        args.addAll(List.of("-o", out.toString()));
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        assertThat(r.exit()).as(r.err()).isZero();
        List<Path> devices = srcs.stream().map(p -> out.resolve(p.getFileName().toString().replace(".c", ".cpu.cpp"))).toList();
        Proc.Result b = dev.hicuda.support.Builds.cpu(devices, tmp.resolve(base + ".cpu"), "-O1", List.of(dir));
        assertThat(b.exit()).as(b.output()).isZero();
        List<String> gcc = new ArrayList<>(List.of("gcc", "-std=c99", "-w", "-O1", "-o", tmp.resolve(base + ".seq").toString()));
        srcs.forEach(p -> gcc.add(p.toString()));
        gcc.add("-lm");
        Proc.Result seqBuild = Proc.run(null, 60, gcc);
        assertThat(seqBuild.exit()).as(seqBuild.output()).isZero();
        Proc.Result seq = Proc.run(null, 120, List.of(tmp.resolve(base + ".seq").toString()));
        Proc.Result emu = Proc.run(null, 300, List.of("env", "HICUDA_CPU_SHUFFLE=" + (dir.getFileName().toString().hashCode() & 0xffff),
                tmp.resolve(base + ".cpu").toString()));
        assertThat(emu.exit()).as(emu.output()).isEqualTo(seq.exit());
        OutputComparison.assertSameNumbers(emu.output(), seq.output(), 1e-4);
    }

    /** A program of several files: nvcc builds its CUDA translation without warnings. */
    private void cudaProgram(Path dir) {
        String base = dir.getFileName().toString();
        List<Path> srcs = ProgramSources.of(dir);
        Path out = tmp.resolve(base + "-cuda");
        List<String> args = new ArrayList<>(List.of("translate"));
        srcs.forEach(p -> args.add(p.toString()));
        args.addAll(List.of("-o", out.toString()));
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        assertThat(r.exit()).as(r.err()).isZero();
        List<Path> devices = srcs.stream().map(p -> out.resolve(p.getFileName().toString().replace(".c", ".cu"))).toList();
        Proc.Result b = dev.hicuda.support.Builds.cudaBuild(devices, out.resolve(base), List.of(dir));
        assertThat(b.exit()).as(b.output()).isZero();
        assertThat(b.output()).as("nvcc warnings").doesNotContainIgnoringCase("warning");
    }

    private void cpu(Path src, String level) {
        if (Files.isDirectory(src)) {
            cpuProgram(src, level);
            return;
        }
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
        if (Files.isDirectory(src)) {
            cudaProgram(src);
            return;
        }
        String base = src.getFileName().toString().replace(".c", "");
        Path out = tmp.resolve(base + ".cu");
        Cli.Result r = Cli.run("translate", src.toString(), "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Proc.Result b = dev.hicuda.support.Builds.cudaCompile(out);
        assertThat(b.exit()).as(b.output()).isZero();
        assertThat(b.output()).as("nvcc warnings").doesNotContainIgnoringCase("warning");
    }
}
