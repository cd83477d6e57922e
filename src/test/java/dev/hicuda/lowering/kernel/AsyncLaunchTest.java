package dev.hicuda.lowering.kernel;

import dev.hicuda.pass.CodeGenOptions;
import dev.hicuda.pass.Target;
import dev.hicuda.support.Builds;
import dev.hicuda.support.Proc;
import dev.hicuda.support.Translation;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Launches do not wait for their kernel; the host waits where it needs the device's results, and a
 * kernel's error is reported there with its directive's place (docs/translation.md, "When the host waits").
 */
class AsyncLaunchTest {
    private static final Path PROGRAM = Path.of("src/test/resources/e2e/66_async_launches.c");
    private static final String AT = "src/test/resources/e2e/66_async_launches.c:";

    private static String main(String host) {
        return host.substring(host.indexOf("int main(void)"));
    }

    @Test
    void aLaunchNotesItsKernelAsInFlightAndDoesNotWait() {
        String main = main(Translation.host(PROGRAM, Target.cuda, CodeGenOptions.DEFAULT));
        assertThat(main).contains("hicuda_launch_smooth(smooth_grid, smooth_block, 0, 0, g_B, g_A, t), \"" + AT
                        + "26: launch of kernel smooth\");\n            hicuda_launched(\"" + AT + "26: kernel smooth\");",
                "hicuda_launched(\"" + AT + "33: kernel combine\");", "hicuda_launched(\"" + AT + "39: kernel scale\");")
                .doesNotContain("cudaDeviceSynchronize");
    }

    @Test
    void theHostWaitsOnceBeforeTheCopiesBackThatFollowOneAnother() {
        String main = main(Translation.host(PROGRAM, Target.cuda, CodeGenOptions.DEFAULT));
        assertThat(main).containsOnlyOnce("hicuda_wait(");
        assertThat(main).contains("/* #pragma hicuda global copyout B[*] */\n    hicuda_wait(\"" + AT + "45: global copyout B\");\n"
                + "    hicuda_copy_box(&B[0]");
    }

    @Test
    void aFreeAfterAKernelWaits() throws IOException {
        Path src = tmp.resolve("free.c");
        java.nio.file.Files.writeString(src, LATE.replace("printf(\"done\\n\");", "#pragma hicuda global free A\n    printf(\"done\\n\");"));
        String main = main(Translation.host(src, Target.cuda, CodeGenOptions.DEFAULT));
        assertThat(main).contains("/* #pragma hicuda global free A */\n    hicuda_wait(\"" + src + ":14: global free\");\n"
                + "    hicuda_check(cudaFree(g_A)");
    }

    /** A kernel whose results the host never waits for. */
    private static final String LATE = """
            #include <stdio.h>
            #define N 256
            float A[N];
            int main(void)
            {
                int i;
            #pragma hicuda global alloc A[*]
            #pragma hicuda kernel late tblock(2) thread(128)
            #pragma hicuda loop_partition over_tblock over_thread
                for (i = 0; i < N; i++) {
                    A[i] = 1.0f;
                }
            #pragma hicuda kernel_end
                printf("done\\n");
                return 0;
            }
            """;

    @TempDir
    Path tmp;

    private Proc.Streams runFaulting(Map<String, String> env) throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        Path out = tmp.resolve("async.cpu.cpp");
        Translation.write(PROGRAM, Target.cpu, CodeGenOptions.DEFAULT, out);
        Proc.Result b = Builds.cpu(out, tmp.resolve("async"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        return Proc.run(null, env, 60, List.of(tmp.resolve("async").toString()));
    }

    @Test
    void aFaultingKernelIsReportedWhereTheHostWaitsWithTheKernelsInFlight() throws IOException {
        Proc.Streams r = runFaulting(Map.of("HICUDA_CPU_KERNEL_FAULT", "combine"));
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains(AT + "45: global copyout B: CUDA error: unspecified launch failure (cudaErrorLaunchFailure),"
                + " in one of the 5 kernels launched since the host last waited, the last of them " + AT + "39: kernel scale"
                + " (HICUDA_SYNC_KERNELS=1 makes every launch wait, to tell which)");
        assertThat(r.out()).isEmpty();
    }

    @Test
    void withSyncKernelsTheFaultingKernelIsNamed() throws IOException {
        Proc.Streams r = runFaulting(Map.of("HICUDA_CPU_KERNEL_FAULT", "combine", "HICUDA_SYNC_KERNELS", "1"));
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains(AT + "33: kernel combine: CUDA error: unspecified launch failure (cudaErrorLaunchFailure)\n")
                .doesNotContain("reported when");
    }

    @Test
    void aFaultInTheLastKernelIsReportedAtTheProgramsExit() throws IOException {
        Assumptions.assumeTrue(Proc.available("gcc") && Proc.available("g++"), "gcc and g++ are needed");
        Path src = tmp.resolve("late.c");
        java.nio.file.Files.writeString(src, LATE);
        Path out = tmp.resolve("late.cpu.cpp");
        Translation.write(src, Target.cpu, CodeGenOptions.DEFAULT, out);
        Proc.Result b = Builds.cpu(out, tmp.resolve("late"), "-O1");
        assertThat(b.exit()).as(b.output()).isZero();
        Proc.Streams late = Proc.run(null, Map.of("HICUDA_CPU_KERNEL_FAULT", "late"), 60, List.of(tmp.resolve("late").toString()));
        assertThat(late.exit()).isEqualTo(1);
        assertThat(late.out()).isEqualTo("done\n");
        assertThat(late.err()).contains(":8: kernel late: CUDA error: unspecified launch failure (cudaErrorLaunchFailure),"
                + " reported when the host waited for it at the program's exit");
    }
}
