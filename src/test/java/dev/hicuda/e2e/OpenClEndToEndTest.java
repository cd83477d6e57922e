package dev.hicuda.e2e;

import dev.hicuda.support.Builds;
import dev.hicuda.support.Cli;
import dev.hicuda.support.Concurrently;
import dev.hicuda.support.OpenCl;
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
 * The OpenCL target, run for real on whatever OpenCL platform is here (PoCL on the CPU in CI):
 * every example and end-to-end program, translated with {@code --target opencl}, built with gcc
 * against the ICD loader (no warnings) and run, prints what the sequential program built by gcc
 * prints (numbers within 1e-4 relative); every benchmark's {@code hicuda.c} at {@code --quick}
 * size computes what its {@code seq.c} computes, within the benchmark's tolerance
 * ({@code bench/common/compare.c}).  Skipped, with the reason, when no OpenCL platform is present.
 */
class OpenClEndToEndTest {
    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> openclTargetMatchesSequentialProgram() throws IOException {
        Assumptions.assumeTrue(OpenCl.available(), OpenCl.WHY_NOT);
        return Concurrently.tests(EndToEndTest.programs(), p -> p.getFileName().toString(), this::program);
    }

    @TestFactory
    Stream<DynamicTest> benchmarksMatchSequentialProgramAtQuickSize() throws IOException {
        Assumptions.assumeTrue(OpenCl.available(), OpenCl.WHY_NOT);
        List<Path> benches = new ArrayList<>();
        try (Stream<Path> s = Files.list(Path.of("bench"))) {
            s.filter(d -> Files.exists(d.resolve("hicuda.c")) && Files.exists(d.resolve("seq.c"))).sorted().forEach(benches::add);
        }
        assertThat(benches).hasSizeGreaterThanOrEqualTo(15);
        Path compare = tmp.resolve("compare");
        Proc.Result cc = Proc.run(null, 60, List.of("gcc", "-O2", "-o", compare.toString(), "bench/common/compare.c", "-lm"));
        assertThat(cc.exit()).as(cc.output()).isZero();
        return Concurrently.tests(benches, p -> p.getFileName().toString(), d -> bench(d, compare));
    }

    /**
     * A kernel text the OpenCL C compiler rejects (made so by editing the embedded text of a correct
     * translation): the program prints the compiler's log and, after the error, the line of the
     * text and the line of the user's source it came from; it exits with status 1.
     */
    @org.junit.jupiter.api.Test
    void aFailingKernelBuildNamesTheUsersLine() throws IOException {
        Assumptions.assumeTrue(OpenCl.available(), OpenCl.WHY_NOT);
        Path out = tmp.resolve("vecadd.cl");
        Cli.Result r = Cli.run("translate", "--target", "opencl", "examples/vecadd.c", "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        Path host = Builds.host(out);
        String text = Files.readString(host);
        assertThat(text).contains("C[i] = A[i] + B[i];\\n\"");
        Files.writeString(host, text.replace("C[i] = A[i] + B[i];\\n\"", "C[i] = A[i] + no_such_name;\\n\""));
        Path exe = tmp.resolve("vecadd");
        Proc.Result b = Builds.opencl(out, exe, "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Streams run = Proc.run(null, Map.of(), 120, List.of(exe.toString()));
        assertThat(run.exit()).isEqualTo(1);
        int line = lineOf(Files.readAllLines(out), "C[i] = A[i] + B[i];");
        int userLine = lineOf(Files.readAllLines(Path.of("examples/vecadd.c")), "C[i] = A[i] + B[i];");
        assertThat(run.err()).contains("examples/vecadd.c:", ": launch of kernel vecAdd: OpenCL error: CL_BUILD_PROGRAM_FAILURE",
                "rejected the kernels (vecadd.cl); its log:", "no_such_name",
                "examples/vecadd.c:" + userLine + ": note: line " + line + " of vecadd.cl was generated from here:",
                "    C[i] = A[i] + no_such_name;");
    }

    /**
     * C's math functions with integer arguments (a double square root in C; an ambiguous call of
     * OpenCL's overloaded built-ins, which the translation's helper functions resolve as C does).
     * (OpenCL only: nvcc takes {@code sqrt(int)} for C++'s host-only integral overload.)
     */
    @org.junit.jupiter.api.Test
    void mathFunctionsConvertIntegerArgumentsAsC() throws IOException {
        Assumptions.assumeTrue(OpenCl.available(), OpenCl.WHY_NOT);
        Path src = tmp.resolve("intmath.c");
        Files.writeString(src, """
                #include <math.h>
                #include <stdio.h>
                #include <stdlib.h>
                #define N 256
                double D[N];
                int main(void)
                {
                    int i;
                    double s = 0;
                #pragma hicuda global alloc D[*]
                #pragma hicuda kernel intmath tblock(2) thread(128)
                #pragma hicuda loop_partition over_tblock over_thread
                    for (i = 0; i < N; i++)
                        D[i] = sqrt(i) + fabs(-3 * i) + pow(i, 2) / 7 + abs(i - 100) + floor(i / 3);
                #pragma hicuda kernel_end
                #pragma hicuda global copyout D[*]
                #pragma hicuda global free D
                    for (i = 0; i < N; i++)
                        s += D[i];
                    printf("%.6f %.6f %.6f\\n", s, D[7], D[N - 1]);
                    return 0;
                }
                """);
        program(src);
    }

    /** The number (from 1) of the line that reads {@code text} once stripped. */
    private static int lineOf(List<String> lines, String text) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).strip().equals(text)) {
                return i + 1;
            }
        }
        throw new AssertionError("no line '" + text + "'");
    }

    /**
     * Programs the OpenCL target does not translate, with the start of the located error that says why
     * (docs/opencl.md): shared directives in a function called from a kernel.  (The programs of several
     * files, whose device copies reach kernels in other files, run: the files share one context.)
     */
    static final Map<String, String> NOT_FOR_OPENCL = Map.of(
            "93_partition_in_callee.c", "'smooth' holds shared directives");

    /** A program (a .c file, or a folder of .c files: one program) translated for OpenCL, built, run and compared with gcc's build. */
    private void program(Path src) {
        String name = src.getFileName().toString();
        String base = name.replace(".c", "");
        List<Path> srcs = ProgramSources.of(src);
        boolean several = Files.isDirectory(src);
        Path out = several ? tmp.resolve(base + "-opencl") : tmp.resolve(base + ".cl");
        List<String> args = new ArrayList<>(List.of("translate", "--target", "opencl"));
        srcs.forEach(p -> args.add(p.toString()));
        args.addAll(List.of("-o", out.toString()));
        Cli.Result r = Cli.run(args.toArray(new String[0]));
        String notYet = EndToEndTest.NOT_YET.getOrDefault(name, NOT_FOR_OPENCL.get(name));
        if (notYet != null) {
            assertThat(r.exit()).isNotZero();
            assertThat(r.err()).contains(notYet);
            return;
        }
        assertThat(r.exit()).as(r.err()).isZero();
        Path exe = tmp.resolve(base + ".opencl");
        List<Path> kernels = several ? srcs.stream().map(p -> out.resolve(p.getFileName().toString().replace(".c", ".cl"))).toList()
                : List.of(out);
        Proc.Result b = Builds.opencl(kernels, exe, "-O1", several ? List.of(src) : List.of());
        assertThat(b.exit()).as(b.output()).isZero();
        assertThat(b.output()).as("gcc warnings on the host program").doesNotContain("warning");
        Path seqExe = tmp.resolve(base + ".seq");
        List<String> seqCc = new ArrayList<>(List.of("gcc", "-std=c99", "-w", "-O1", "-o", seqExe.toString()));
        srcs.forEach(p -> seqCc.add(p.toString()));
        seqCc.add("-lm");
        Proc.Result seqBuild = Proc.run(null, 60, seqCc);
        assertThat(seqBuild.exit()).as(seqBuild.output()).isZero();
        Proc.Streams seq = Proc.run(null, Map.of(), 60, List.of(seqExe.toString()));
        Proc.Streams ocl = Proc.run(null, Map.of(), 600, List.of(exe.toString()));
        assertThat(ocl.exit()).as(ocl.err()).isEqualTo(seq.exit());
        OutputComparison.assertSameNumbers(ocl.out(), seq.out(), 1e-4);
    }

    private void bench(Path dir, Path compare) throws IOException {
        String name = dir.getFileName().toString();
        Path work = Files.createDirectories(tmp.resolve(name));
        Path out = work.resolve("hicuda.cl");
        Cli.Result r = Cli.run("translate", "--target", "opencl", "-I", "bench/common", dir.resolve("hicuda.c").toString(),
                "-o", out.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        List<String> flags = List.of("-O2", "-std=c99", "-D_POSIX_C_SOURCE=200809L", "-w", "-I", "bench/common", "-I", dir.toString(),
                "-I", work.toString());
        Path seqExe = work.resolve("seq");
        Path oclExe = work.resolve("opencl");
        List<String> seqCc = new ArrayList<>(List.of("gcc"));
        seqCc.addAll(flags);
        seqCc.addAll(List.of("-o", seqExe.toString(), dir.resolve("seq.c").toString(), "-lm"));
        List<String> oclCc = new ArrayList<>(List.of("gcc"));
        oclCc.addAll(flags);
        oclCc.addAll(List.of("-o", oclExe.toString(), Builds.host(out).toString(), "-lOpenCL", "-lm"));
        for (List<String> cmd : List.of(seqCc, oclCc)) {
            Proc.Result b = Proc.run(null, 120, cmd);
            assertThat(b.exit()).as(b.output()).isZero();
        }
        Path ref = work.resolve("seq.out");
        Path got = work.resolve("opencl.out");
        Proc.Result seq = Proc.run(null, 300, List.of(seqExe.toString(), "--quick", "--out", ref.toString()));
        assertThat(seq.exit()).as(seq.output()).isZero();
        Proc.Result ocl = Proc.run(null, 900, List.of(oclExe.toString(), "--quick", "--reps", "1", "--out", got.toString()));
        assertThat(ocl.exit()).as(ocl.output()).isZero();
        Map<String, String> conf = conf(dir.resolve("bench.conf"));
        Proc.Result cmp = Proc.run(null, 60, List.of(compare.toString(), ref.toString(), got.toString(),
                conf.getOrDefault("DTYPE", "f32"), conf.getOrDefault("RTOL", "1e-4"), conf.getOrDefault("ATOL", "1e-6")));
        assertThat(cmp.exit()).as(cmp.output()).isZero();
    }

    /** The variables of a bench.conf ({@code DTYPE=f64}). */
    private static Map<String, String> conf(Path f) throws IOException {
        Map<String, String> m = new java.util.HashMap<>();
        for (String l : Files.readAllLines(f)) {
            String t = l.strip();
            int eq = t.indexOf('=');
            if (!t.startsWith("#") && eq > 0) {
                m.put(t.substring(0, eq), t.substring(eq + 1).replaceAll("[\"']", "").split("\\s")[0]);
            }
        }
        return m;
    }
}
