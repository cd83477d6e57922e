package dev.hicuda.driver;

import dev.hicuda.support.Cli;
import dev.hicuda.support.Proc;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code hicuda run} builds what it translated (issue 14): the -D macros, the -I folders and the
 * source's own folder reach g++ (the CPU target; nvcc gets the same arguments), -Xcompiler flags go
 * to the compiler as they are, the program's exit status is hicuda's, and a program killed by a
 * signal is reported by name with the status 128 + n.
 */
class RunCommandTest {
    static final String PROG = """
            #include <stdio.h>
            #include "../common.h"
            #include "val.h"
            #ifndef N
            #define N 16
            #endif
            float a[N];
            int main(void)
            {
                int i;
                float s = 0;
                for (i = 0; i < N; i++) a[i] = i;
            #pragma hicuda global alloc a[*] copyin
            #pragma hicuda kernel twice tblock(1) thread(N)
            #pragma hicuda loop_partition over_thread
                for (i = 0; i < N; i++) a[i] = 2 * a[i];
            #pragma hicuda kernel_end
            #pragma hicuda global copyout a[*]
            #pragma hicuda global free a
                for (i = 0; i < N; i++) s += a[i];
                printf("%s N=%d sum=%g val=%d\\n", GREETING, N, s, VAL);
            #ifdef EXTRA
                printf("extra %d\\n", EXTRA);
            #endif
                return 0;
            }
            """;

    static final String CRASH = """
            #include <stdio.h>
            #include <stdlib.h>
            #include <signal.h>
            int main(int argc, char **argv)
            {
                printf("before\\n");
                fflush(stdout);
                if (argv[1][0] == 'a') abort();
                if (argv[1][0] == 'e') exit(7);
                raise(SIGSEGV);
                return 0;
            }
            """;

    @TempDir
    static Path tmp;
    static Path prog;
    static Path inc;
    static Path crash;

    @BeforeAll
    static void sources() throws IOException {
        Assumptions.assumeTrue(Proc.available("g++"), "g++ is needed");
        Files.writeString(tmp.resolve("common.h"), "#define GREETING \"hello from common.h\"\n");
        inc = Files.createDirectories(tmp.resolve("inc"));
        Files.writeString(inc.resolve("val.h"), "#define VAL 7\n");
        prog = Files.createDirectories(tmp.resolve("src")).resolve("prog.c");
        Files.writeString(prog, PROG);
        crash = tmp.resolve("src/crash.c");
        Files.writeString(crash, CRASH);
    }

    @Test
    void definesIncludeFoldersAndTheSourcesFolderReachTheBuild() {
        Cli.Result r = Cli.run("run", "--target", "cpu", "-I", inc.toString(), prog.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("hello from common.h N=16 sum=240 val=7\n");
        Cli.Result n64 = Cli.run("run", "--target", "cpu", "-DN=64", "-I", inc.toString(), prog.toString());
        assertThat(n64.exit()).as(n64.err()).isZero();
        assertThat(n64.out()).isEqualTo("hello from common.h N=64 sum=4032 val=7\n");
    }

    @Test
    void compilerFlagsArePassedAsTheyAre() {
        Cli.Result r = Cli.run("run", "--target", "cpu", "-I", inc.toString(), "-Xcompiler", "-DEXTRA=5", "-Xcompiler", "-O1",
                prog.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).endsWith("extra 5\n");
        Cli.Result eq = Cli.run("run", "--target", "cpu", "-I", inc.toString(), "-Xcompiler=-DEXTRA=6", prog.toString());
        assertThat(eq.out()).endsWith("extra 6\n");
        Cli.Result bad = Cli.run("run", "--target", "cpu", "-I", inc.toString(), "-Xcompiler", "-no-such-flag", prog.toString());
        assertThat(bad.exit()).isEqualTo(ExitCode.INTERNAL);
        assertThat(bad.err()).contains("building the translated program failed", "-no-such-flag");
        assertThat(Cli.run("run", prog.toString(), "-Xcompiler").exit()).isEqualTo(ExitCode.USAGE);
    }

    @Test
    void theBuildCommandListsEverything() {
        Runner.Options o = new Runner.Options(java.util.List.of(Path.of("inc")), java.util.List.of("N=64", "FAST"),
                java.util.List.of("-O3", "-g"), java.util.Map.of());
        String cmd = String.join(" ", Runner.buildCommands(dev.hicuda.pass.Target.cuda, Path.of("/t/p.cu"), Path.of("/t/p.host.c"),
                Path.of("/t/p"), Path.of("/src/p.c"), o).get(0));
        assertThat(cmd).isEqualTo("nvcc -O2 -arch=sm_90 -I /src -I " + Path.of("inc").toAbsolutePath()
                + " -DN=64 -DFAST -O3 -g -o /t/p /t/p.cu /t/p.host.c -lm");
        java.util.List<java.util.List<String>> cpu = Runner.buildCommands(dev.hicuda.pass.Target.cpu, Path.of("/t/p.cpu.cpp"),
                Path.of("/t/p.cpu.host.c"), Path.of("/t/p"), Path.of("/src/p.c"), o);
        assertThat(cpu).hasSize(3);
        assertThat(String.join(" ", cpu.get(1))).isEqualTo("gcc -O2 -w -I /t -I /src -I " + Path.of("inc").toAbsolutePath()
                + " -DN=64 -DFAST -O3 -g -c /t/p.cpu.host.c -o /t/p.host.o");
    }

    @Test
    void openClRunsOnTheChosenDevice() {
        Assumptions.assumeTrue(dev.hicuda.support.OpenCl.available(), dev.hicuda.support.OpenCl.WHY_NOT);
        Cli.Result r = Cli.run("run", "--target", "opencl", "-I", inc.toString(), prog.toString());
        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo("hello from common.h N=16 sum=240 val=7\n");
        assertThat(r.err()).contains("building the OpenCL host program with gcc");
        Cli.Result none = Cli.run("run", "--target", "opencl", "--opencl-device", "no-such-device", "-I", inc.toString(), prog.toString());
        assertThat(none.exit()).isEqualTo(1);
        assertThat(none.err()).contains("OpenCL error: no OpenCL device matches HICUDA_OPENCL_DEVICE=no-such-device",
                "the OpenCL devices here", "0:0 (0)");
        Cli.Result first = Cli.run("run", "--target", "opencl", "--opencl-device", "0:0", "-I", inc.toString(), prog.toString());
        assertThat(first.out()).isEqualTo(r.out());
        assertThat(Cli.run("run", "--target", "cpu", "--opencl-device", "0", prog.toString()).exit()).isEqualTo(ExitCode.USAGE);
        assertThat(Cli.run("run", "--target", "opencl", "--shuffle", "3", prog.toString()).exit()).isEqualTo(ExitCode.USAGE);
    }

    @Test
    void theOpenClBuildIsTheHostProgramAgainstTheIcdLoader() {
        Runner.Options o = new Runner.Options(java.util.List.of(), java.util.List.of("N=64"), java.util.List.of("-g"), java.util.Map.of());
        java.util.List<java.util.List<String>> steps = Runner.buildCommands(dev.hicuda.pass.Target.opencl, Path.of("/t/p.cl"),
                Path.of("/t/p.host.c"), Path.of("/t/p"), Path.of("/src/p.c"), o);
        assertThat(steps).hasSize(2); // the kernels are not compiled here: the host program embeds them
        assertThat(String.join(" ", steps.get(0))).startsWith("gcc -O2 -w -I /t -I /src -DN=64 ").endsWith("-g -c /t/p.host.c -o /t/p.host.o");
        assertThat(String.join(" ", steps.get(1))).startsWith("gcc -O2 ").endsWith("-o /t/p /t/p.host.o -lOpenCL -lm");
    }

    @Test
    void aProgramKilledByASignalIsReportedByName() {
        Cli.Result segv = Cli.run("run", "--target", "cpu", crash.toString(), "--", "s");
        assertThat(segv.out()).isEqualTo("before\n");
        assertThat(segv.exit()).isEqualTo(128 + 11);
        assertThat(segv.err()).endsWith("hicuda: program terminated by signal SIGSEGV (segmentation fault)\n");
        Cli.Result abort = Cli.run("run", "--target", "cpu", crash.toString(), "--", "a");
        assertThat(abort.exit()).isEqualTo(128 + 6);
        assertThat(abort.err()).endsWith("hicuda: program terminated by signal SIGABRT (aborted)\n");
        Cli.Result exit = Cli.run("run", "--target", "cpu", crash.toString(), "--", "e");
        assertThat(exit.exit()).isEqualTo(7);
        assertThat(exit.err()).doesNotContain("signal");
    }

    @Test
    void signalNames() {
        assertThat(Signals.fromStatus(139)).isEqualTo(11);
        assertThat(Signals.fromStatus(1)).isZero();
        assertThat(Signals.fromStatus(128)).isZero();
        assertThat(Signals.describe(8)).isEqualTo("SIGFPE (floating-point exception)");
        assertThat(Signals.describe(9)).isEqualTo("SIGKILL (killed)");
        assertThat(Signals.describe(36)).isEqualTo("SIGRTMIN+2 (real-time signal)");
    }
}
