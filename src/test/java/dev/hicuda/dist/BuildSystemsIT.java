package dev.hicuda.dist;

import dev.hicuda.support.Proc;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static dev.hicuda.dist.DistributionIT.ok;
import static dev.hicuda.dist.DistributionIT.run;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The build-system examples of the installed distribution (issue 16): examples/cmake through the CMake
 * package ({@code find_package(hicuda)} found beside the hicuda on PATH, {@code hicuda_add_executable})
 * and examples/make through {@code hicuda compile}, both building the three files of examples/multifile.
 * For the CPU target each builds and runs, and the program prints what gcc's sequential build prints;
 * a touched header re-translates (CMake) or recompiles (Make) what includes it, and a build with nothing
 * changed does nothing. For CUDA, nvcc compiles and links (no GPU is needed: the program is not run).
 * Skipped without cmake, make or nvcc. Run by failsafe after 'package' ('mvn verify'), like DistributionIT.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class BuildSystemsIT {
    @TempDir
    static Path tmp;

    Path prefix;
    Map<String, String> env;
    String expected;

    @BeforeAll
    void installAndRunTheSequentialProgram() throws IOException {
        String archive = System.getProperty("hicuda.dist");
        assertThat(archive).as("system property hicuda.dist (set by the pom's failsafe configuration)").isNotNull();
        String version = System.getProperty("hicuda.version");
        Path into = Files.createDirectories(tmp.resolve("unpacked"));
        ok(run(into, Map.of(), "tar", "-xzf", archive));
        prefix = tmp.resolve("prefix");
        ok(run(into.resolve("hicuda-" + version), Map.of(), "./install.sh", "--no-cds", "--prefix", prefix.toString()));
        env = new HashMap<>();
        env.put("PATH", prefix.resolve("bin") + ":" + System.getenv("PATH"));
        env.put("JAVA_HOME", System.getProperty("java.home"));
        Path examples = prefix.resolve("share/hicuda/examples");
        assertThat(prefix.resolve("lib/cmake/hicuda/hicudaConfig.cmake")).isRegularFile();
        assertThat(prefix.resolve("lib/cmake/hicuda/hicudaConfigVersion.cmake")).content().contains("\"" + version + "\"");
        Path seq = tmp.resolve("seq");
        ok(run(tmp, Map.of(), "gcc", "-w", "-o", seq.toString(), examples.resolve("multifile/main.c").toString(),
                examples.resolve("multifile/kernels.c").toString(), examples.resolve("multifile/stats.c").toString()));
        expected = ok(run(tmp, Map.of(), seq.toString())).out();
        assertThat(expected).contains("checksum of x");
    }

    /** A copy of the installed examples, so that touching a header in one test does not disturb another. */
    Path examples(String name) throws IOException {
        Path to = tmp.resolve(name);
        ok(run(tmp, Map.of(), "cp", "-r", prefix.resolve("share/hicuda/examples").toString(), to.toString()));
        return to;
    }

    @Test
    void cmakeBuildsAndRunsTheCpuEmulationAndTranslatesAgainWhenAHeaderChanges() throws IOException {
        assumeTrue(Proc.available("cmake"), "cmake is not installed (.ci/run installs it)");
        Path ex = examples("cmake-cpu");
        Path build = tmp.resolve("cmake-cpu-build");
        ok(run(tmp, env, "cmake", "-S", ex.resolve("cmake").toString(), "-B", build.toString(), "-DHICUDA_TARGET=cpu"));
        Proc.Streams first = ok(run(tmp, env, "cmake", "--build", build.toString()));
        assertThat(first.out()).contains("hicuda: translating ../multifile/main.c (cpu)", "hicuda: translating ../multifile/stats.c (cpu)");
        assertThat(ok(run(tmp, Map.of(), build.resolve("saxpy_poly").toString())).out()).isEqualTo(expected);

        assertThat(ok(run(tmp, env, "cmake", "--build", build.toString())).out()).doesNotContain("translating");
        touch(ex.resolve("multifile/stats.c"));
        Proc.Streams one = ok(run(tmp, env, "cmake", "--build", build.toString()));
        assertThat(one.out()).contains("translating ../multifile/stats.c").doesNotContain("translating ../multifile/main.c");
        touch(ex.resolve("multifile/params.h"));
        Proc.Streams all = ok(run(tmp, env, "cmake", "--build", build.toString()));
        assertThat(all.out()).contains("translating ../multifile/main.c", "translating ../multifile/kernels.c",
                "translating ../multifile/stats.c");
    }

    @Test
    void cmakeCompilesAndLinksTheCudaTargetWithNvcc() throws IOException {
        assumeTrue(Proc.available("cmake"), "cmake is not installed (.ci/run installs it)");
        assumeTrue(Proc.available("nvcc"), "nvcc is not installed");
        Path ex = examples("cmake-cuda");
        Path build = tmp.resolve("cmake-cuda-build");
        ok(run(tmp, env, "cmake", "-S", ex.resolve("cmake").toString(), "-B", build.toString()));
        Proc.Streams b = ok(run(tmp, env, "cmake", "--build", build.toString(), "--verbose"));
        assertThat(b.out()).contains("hicuda: translating ../multifile/main.c (cuda)", "sm_90");
        assertThat(build.resolve("saxpy_poly")).isExecutable();
    }

    @Test
    void makeBuildsAndRunsTheCpuEmulationAndRecompilesWhenAHeaderChanges() throws IOException {
        assumeTrue(Proc.available("make"), "make is not installed");
        Path ex = examples("make-cpu");
        Path dir = ex.resolve("make");
        Proc.Streams first = ok(run(dir, env, "make", "TARGET=cpu"));
        assertThat(first.out()).contains("hicuda compile --target cpu -c -O2 -MMD -MP ../multifile/main.c -o main.o");
        assertThat(ok(run(dir, Map.of(), dir.resolve("saxpy_poly").toString())).out()).isEqualTo(expected);
        assertThat(ok(run(dir, env, "make", "TARGET=cpu")).out()).contains("'saxpy_poly' is up to date");
        touch(ex.resolve("multifile/params.h"));
        Proc.Streams again = ok(run(dir, env, "make", "TARGET=cpu"));
        assertThat(again.out()).contains("-c -O2 -MMD -MP ../multifile/main.c", "../multifile/kernels.c", "../multifile/stats.c",
                "-o saxpy_poly");
        assertThat(ok(run(dir, Map.of(), dir.resolve("saxpy_poly").toString())).out()).isEqualTo(expected);
    }

    @Test
    void makeCompilesAndLinksTheCudaTargetWithNvcc() throws IOException {
        assumeTrue(Proc.available("make"), "make is not installed");
        assumeTrue(Proc.available("nvcc"), "nvcc is not installed");
        Path dir = examples("make-cuda").resolve("make");
        Proc.Streams b = ok(run(dir, env, "make"));
        assertThat(b.out()).contains("hicuda compile --target cuda main.o kernels.o stats.o -o saxpy_poly");
        assertThat(dir.resolve("saxpy_poly")).isExecutable();
    }

    /** Gives a file the current time, as touch does. */
    static void touch(Path p) throws IOException {
        Files.setLastModifiedTime(p, FileTime.from(Instant.now()));
    }
}
