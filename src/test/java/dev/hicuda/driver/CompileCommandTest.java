package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code hicuda compile} (issue 16): the three-file example of examples/multifile (two files with
 * kernels and constant memory of their own, one plain C file) translated and built in one step, or
 * per file with -c and linked; what the CPU emulation prints is what gcc's sequential build prints;
 * the options reach the compilers; dependency files; every way it fails, with its exit code and no
 * output left behind; nvcc builds the same files when it is installed.
 */
class CompileCommandTest {
    static final Path EXAMPLE = Path.of("examples/multifile");

    @TempDir
    static Path tmp;
    static Path main;
    static Path kernels;
    static Path stats;
    static String expected;

    @BeforeAll
    static void sequentialProgram() {
        Assumptions.assumeTrue(Proc.available("g++") && Proc.available("gcc"), "gcc and g++ are needed");
        main = EXAMPLE.resolve("main.c");
        kernels = EXAMPLE.resolve("kernels.c");
        stats = EXAMPLE.resolve("stats.c");
        Path seq = tmp.resolve("seq");
        Proc.Result b = Proc.run(null, 120, List.of("gcc", "-w", "-o", seq.toString(), main.toString(), kernels.toString(),
                stats.toString()));
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Result r = Proc.run(null, 60, List.of(seq.toString()));
        assertThat(r.exit()).isZero();
        expected = r.output();
        assertThat(expected).contains("checksum of x");
    }

    static String[] args(Object... parts) {
        List<String> l = new ArrayList<>();
        for (Object p : parts) {
            if (p instanceof List<?> list) {
                list.forEach(x -> l.add(x.toString()));
            } else {
                l.add(p.toString());
            }
        }
        return l.toArray(new String[0]);
    }

    static String runProgram(Path exe) {
        Proc.Result r = Proc.run(null, 120, List.of(exe.toString()));
        assertThat(r.exit()).as(r.output()).isZero();
        return r.output();
    }

    @Test
    void threeFilesTranslatedBuiltAndLinkedInOneStepPrintWhatTheSequentialProgramPrints() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("one-step"));
        Path exe = dir.resolve("prog");
        Path keep = dir.resolve("kept");
        Cli.Result r = Cli.run(args("compile", "--target", "cpu", main, kernels, stats, "-o", exe, "-O1", "-g", "--keep", keep, "-v"));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(runProgram(exe)).isEqualTo(expected);
        // -v shows the commands: each translated file is compiled with its source's folder, the options as given
        assertThat(r.err()).contains("g++ -std=gnu++17 -O1 -g -pthread -w -I " + keep.toAbsolutePath(),
                "gcc -O1 -g -w -I " + keep.toAbsolutePath() + " -I " + EXAMPLE.toAbsolutePath());
        // the plain C file has no device code: its host program only
        assertThat(keep.resolve("stats.cpu.host.c")).hasSameTextualContentAs(stats);
        assertThat(keep.resolve("stats.cpu.cpp")).doesNotExist();
        assertThat(keep.resolve("main.cpu.cpp")).content().contains("polynomial");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("prog", "kept");
        }
    }

    /**
     * OpenCL: each file's host program embeds its own kernels; the files share one context (a weak definition, so objects
     * translated and compiled one by one link too); objects link as for the other targets.
     */
    @Test
    void openClBuildsTheThreeFilesIntoOneProgramAndIntoObjects() throws IOException {
        Assumptions.assumeTrue(dev.hicuda.support.OpenCl.available(), dev.hicuda.support.OpenCl.WHY_NOT);
        Path dir = Files.createDirectories(tmp.resolve("opencl"));
        Path exe = dir.resolve("prog");
        Cli.Result r = Cli.run(args("compile", "--target", "opencl", main, kernels, stats, "-o", exe, "-v"));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("-lOpenCL -lm").doesNotContain("g++", "nvcc");
        assertThat(runProgram(exe)).isEqualTo(expected);
        List<Path> objects = new ArrayList<>();
        for (Path src : List.of(main, kernels, stats)) {
            Path obj = dir.resolve(CompileCommand.stem(src) + ".o");
            Cli.Result c = Cli.run(args("compile", "--target", "opencl", "-c", src, "-o", obj));
            assertThat(c.exit()).as(c.err()).isZero();
            objects.add(obj);
        }
        Path linked = dir.resolve("linked");
        Cli.Result link = Cli.run(args("compile", "--target", "opencl", objects, "-o", linked));
        assertThat(link.exit()).as(link.err()).isZero();
        assertThat(runProgram(linked)).isEqualTo(expected);
        assertThat(Cli.run(args("compile", "--target", "opencl", "x.cu")).err()).contains("a CUDA source needs --target cuda");
    }

    @Test
    void eachFileIntoOneObjectThenALinkAsAMakefileDoesIt() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("objects"));
        List<Path> objects = new ArrayList<>();
        for (Path src : List.of(main, kernels, stats)) {
            Path obj = dir.resolve(CompileCommand.stem(src) + ".o");
            Cli.Result r = Cli.run(args("compile", "--target", "cpu", "-c", src, "-o", obj, "-MMD", "-MP"));
            assertThat(r.exit()).as(r.err()).isZero();
            assertThat(obj).isRegularFile();
            objects.add(obj);
        }
        // one object holds the kernels, their launchers and the host program
        Proc.Result nm = Proc.run(null, 60, List.of("nm", objects.get(1).toString()));
        assertThat(nm.output()).contains(" T saxpy", " T hicuda_launch_saxpy_kernel", " T hicuda_constant_pool_address_kernels");
        String deps = Files.readString(dir.resolve("kernels.d"));
        String header = EXAMPLE.resolve("params.h").toAbsolutePath().normalize().toString();
        assertThat(deps).isEqualTo(dir.resolve("kernels.o") + ": \\\n  " + kernels + " \\\n  " + header + "\n\n" + header + ":\n");
        Path exe = dir.resolve("prog");
        Cli.Result link = Cli.run(args("compile", "--target", "cpu", objects, "-o", exe));
        assertThat(link.exit()).as(link.err()).isZero();
        assertThat(runProgram(exe)).isEqualTo(expected);
    }

    @Test
    void withoutOutputAnObjectIsNamedAfterItsSourceInTheCurrentFolder() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("cwd"));
        String javaBin = ProcessHandle.current().info().command().orElse("java");
        Proc.Result r = Proc.run(dir, 300, List.of(javaBin, "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "compile", "--target", "cpu", "-c", "-MD", main.toAbsolutePath().toString(), stats.toAbsolutePath().toString()));
        assertThat(r.exit()).as(r.output()).isZero();
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("main.o", "main.d", "stats.o", "stats.d");
        }
        // -MD lists system headers too
        assertThat(Files.readString(dir.resolve("main.d"))).startsWith("main.o: \\\n").contains("stdio.h", "params.h");
    }

    @Test
    void theOptionsReachTheCompilers() {
        Path exe = tmp.resolve("opts");
        Cli.Result r = Cli.run(args("compile", "--target", "cpu", main, kernels, stats, "-o", exe, "-v", "-DN=256", "-Ofast",
                "-Xcompiler", "-fno-strict-aliasing", "-Xlinker", "--no-as-needed", "-L", tmp, "-lm"));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("-Ofast", "-DN=256", "-fno-strict-aliasing", "-Xlinker --no-as-needed", "-L" + tmp.toAbsolutePath(),
                "-lm -lm");
        assertThat(runProgram(exe)).startsWith("N = 256\n");
        // -O alone does not take the next argument
        Cli.Result plain = Cli.run(args("compile", "--target", "cpu", "-O", main, kernels, stats, "-o", exe, "-v"));
        assertThat(plain.exit()).as(plain.err()).isZero();
        assertThat(plain.err()).contains("gcc -O -w");
    }

    @Test
    void commandLineErrorsAreSaidAndExitWith2() {
        Path out = tmp.resolve("never");
        String[][] bad = {
                {"compile", "--target", "cpu", main.toString(), "notes.txt", "-o", out.toString()},
                {"compile", "--target", "cpu", main.toString(), "k.cu", "-o", out.toString()},
                {"compile", "--target", "cpu", "-c", main.toString(), stats.toString(), "-o", out.toString()},
                {"compile", "--target", "cpu", "-c", "x.o"},
                {"compile", "--target", "cpu", "-arch=sm_80", main.toString(), "-o", out.toString()},
                {"compile", "--race-check", main.toString(), "-o", out.toString()},
                {"compile", "--target", "cpu", "-MD", main.toString(), "-o", out.toString()},
                {"compile", "--target", "cpu", "-c", "-MF", "x.d", main.toString()},
                {"compile", "--target", "c", main.toString()},
                {"compile", "--target", "cpu", main.toString(), "-o", tmp.resolve("no/such/folder/prog").toString()},
                {"compile", main.toString(), "-Xcompiler"},
                {"compile"},
        };
        for (String[] a : bad) {
            Cli.Result r = Cli.run(a);
            assertThat(r.exit()).as(String.join(" ", a) + "\n" + r.err()).isEqualTo(ExitCode.USAGE);
            assertThat(r.err()).as(String.join(" ", a)).startsWith("hicuda: ").doesNotContain("Exception");
        }
        assertThat(out).doesNotExist();
    }

    @Test
    void anInputProgramWithErrorsExitsWith1AndWritesNothing() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("errors"));
        Path bad = Files.writeString(dir.resolve("bad.c"), "int main(void)\n{\n#pragma hicuda kernel_end\n    return 0;\n}\n");
        Path exe = dir.resolve("prog");
        Cli.Result r = Cli.run(args("compile", "--target", "cpu", bad, stats, "-o", exe));
        assertThat(r.exit()).isEqualTo(ExitCode.INPUT_ERRORS);
        assertThat(r.err()).startsWith(bad + ":3:");
        Cli.Result missing = Cli.run(args("compile", "--target", "cpu", dir.resolve("none.c"), dir.resolve("none.o"), "-o", exe));
        assertThat(missing.exit()).isEqualTo(ExitCode.INPUT_ERRORS);
        assertThat(missing.err()).contains("none.c: no such file", "none.o: no such file");
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("bad.c");
        }
    }

    @Test
    void aFailingCompilerOrLinkerExitsWith4AndLeavesNoOutput() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("tool-fails"));
        Path exe = dir.resolve("prog");
        Cli.Result r = Cli.run(args("compile", "--target", "cpu", main, kernels, stats, "-o", exe, "-lno_such_library_anywhere"));
        assertThat(r.exit()).isEqualTo(ExitCode.TOOL_FAILED);
        assertThat(r.err()).contains("no_such_library_anywhere", "hicuda: error: g++ failed (exit status 1): g++ ");
        Cli.Result flag = Cli.run(args("compile", "--target", "cpu", "-c", main, "-o", dir.resolve("main.o"), "-Xcompiler",
                "-no-such-flag"));
        assertThat(flag.exit()).isEqualTo(ExitCode.TOOL_FAILED);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.toList()).isEmpty();
        }
    }

    @Test
    void nvccBuildsTheProgramAndTheObjects() throws IOException {
        Assumptions.assumeTrue(Proc.available("nvcc"), "nvcc is needed");
        Path dir = Files.createDirectories(tmp.resolve("cuda"));
        Path exe = dir.resolve("prog");
        // two files with a constant pool each: the pools and their address functions do not collide
        Cli.Result r = Cli.run(args("compile", main, kernels, stats, "-o", exe, "-v"));
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.err()).contains("nvcc -arch=sm_90 -I " + EXAMPLE.toAbsolutePath());
        assertThat(exe).isExecutable();
        Path obj = dir.resolve("kernels.o");
        Cli.Result c = Cli.run(args("compile", "-c", kernels, "-o", obj, "-arch", "sm_90", "-O2"));
        assertThat(c.exit()).as(c.err()).isZero();
        Proc.Result nm = Proc.run(null, 60, List.of("nm", obj.toString()));
        assertThat(nm.output()).contains(" T saxpy", " T hicuda_launch_saxpy_kernel", "__fatDeviceText");
        Path mainObj = dir.resolve("main.o");
        assertThat(Cli.run(args("compile", "-c", main, "-o", mainObj)).exit()).isZero();
        Cli.Result link = Cli.run(args("compile", mainObj, obj, stats, "-o", dir.resolve("linked")));
        assertThat(link.exit()).as(link.err()).isZero();
        assertThat(dir.resolve("linked")).isExecutable();
    }

    @Test
    void translateWritesAMakeRuleOfTheSourceAndItsHeaders() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("deps with space"));
        Path inc = Files.createDirectories(dir.resolve("inc"));
        Files.writeString(inc.resolve("size.h"), "#include \"more.h\"\n#define N 64\n");
        Files.writeString(inc.resolve("more.h"), "#define M 2\n");
        Path src = Files.writeString(dir.resolve("p.c"), "#include <stdio.h>\n#include \"size.h\"\nfloat a[N];\nint main(void) { return 0; }\n");
        Path out = dir.resolve("out/p.cu");
        Cli.Result r = Cli.run(args("translate", src, "-I", inc, "-o", out, "-MMD"));
        assertThat(r.exit()).as(r.err()).isZero();
        String h = inc.toAbsolutePath().normalize().toString().replace(" ", "\\ ");
        assertThat(dir.resolve("out/p.d")).content().isEqualTo(out.toString().replace(" ", "\\ ") + ": \\\n  "
                + src.toString().replace(" ", "\\ ") + " \\\n  " + h + "/size.h \\\n  " + h + "/more.h\n");
        Path depfile = dir.resolve("all.d");
        Cli.Result all = Cli.run(args("translate", "--target", "cpu", src, "-I", inc, "-o", out, "-MD", "-MF", depfile, "-MT", "t1",
                "-MT", "t2", "-MP"));
        assertThat(all.exit()).as(all.err()).isZero();
        assertThat(depfile).content().startsWith("t1 t2: \\\n").contains("stdio.h", "size.h")
                .endsWith("\n" + h + "/more.h:\n");
        assertThat(Cli.run(args("translate", src, "-MF", depfile)).exit()).isEqualTo(ExitCode.USAGE);
        assertThat(Cli.run(args("translate", src, "-I", inc, "-o", "-", "-MD")).exit()).isEqualTo(ExitCode.USAGE);
    }
}
