package dev.hicuda.backend.cpu;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Compiles every CUDA test program in {@code src/test/resources/cpuruntime} with g++ against the
 * CPU runtime header {@code hicuda_cpu.h} and checks its standard output ({@code name.expected}),
 * exit status ({@code name.exitcode}, default 0) and, where present, a line that standard error
 * must contain ({@code name.stderr}).
 */
class CpuRuntimeTest {

    private static final Path PROGRAMS = Paths.get("src/test/resources/cpuruntime");
    private static final Path RUNTIME_DIR = Paths.get("src/main/resources/dev/hicuda/runtime");
    private static final long COMPILE_TIMEOUT_S = 180;
    private static final long RUN_TIMEOUT_S = 60;

    @TempDir Path work;

    @TestFactory
    Stream<DynamicTest> cpuRuntimePrograms() throws IOException {
        Assumptions.assumeTrue(gxxAvailable(), "g++ is not installed");
        assertThat(RUNTIME_DIR.resolve("hicuda_cpu.h")).exists();
        List<Path> programs = new ArrayList<>();
        try (Stream<Path> s = Files.list(PROGRAMS)) {
            s.filter(p -> p.getFileName().toString().endsWith(".cu")).sorted().forEach(programs::add);
        }
        assertThat(programs).hasSizeGreaterThanOrEqualTo(14);
        /* compile all programs in parallel up front; each dynamic test waits for its own */
        int threads = Math.max(1, Math.min(8, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "cpuruntime-g++");
            t.setDaemon(true);
            return t;
        });
        List<CompletableFuture<Result>> compiles = new ArrayList<>();
        for (Path p : programs) {
            compiles.add(CompletableFuture.supplyAsync(() -> compile(p), pool));
        }
        pool.shutdown();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < programs.size(); i++) {
            Path p = programs.get(i);
            CompletableFuture<Result> c = compiles.get(i);
            tests.add(DynamicTest.dynamicTest(baseName(p), p.toUri(), () -> check(p, c.get())));
        }
        return tests.stream();
    }

    private Result compile(Path source) {
        try {
            return run(List.of("g++", "-std=gnu++17", "-O1", "-pthread", "-DHICUDA_CPU", "-x", "c++",
                    "-I" + RUNTIME_DIR.toAbsolutePath(), "-I" + PROGRAMS.toAbsolutePath(),
                    source.toAbsolutePath().toString(), "-o", work.resolve(baseName(source)).toString()),
                    COMPILE_TIMEOUT_S);
        } catch (IOException e) {
            return new Result(-1, "", e.toString(), false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "", e.toString(), false);
        }
    }

    private void check(Path source, Result compile) throws Exception {
        String name = baseName(source);
        Path exe = work.resolve(name);
        assertThat(compile.timedOut).as("g++ timed out for %s", name).isFalse();
        assertThat(compile.exitCode).as("g++ failed for %s:%n%s", name, compile.stderr).isZero();

        Result r = run(List.of(exe.toString()), RUN_TIMEOUT_S);
        assertThat(r.timedOut).as("%s timed out after %d s", name, RUN_TIMEOUT_S).isFalse();

        String expected = Files.readString(PROGRAMS.resolve(name + ".expected"), StandardCharsets.UTF_8);
        int expectedExit = 0;
        Path exitFile = PROGRAMS.resolve(name + ".exitcode");
        if (Files.exists(exitFile)) {
            expectedExit = Integer.parseInt(Files.readString(exitFile, StandardCharsets.UTF_8).trim());
        }
        assertThat(r.stdout).as("stdout of %s (stderr: %s)", name, r.stderr).isEqualTo(expected);
        assertThat(r.exitCode).as("exit status of %s (stderr: %s)", name, r.stderr).isEqualTo(expectedExit);
        Path stderrFile = PROGRAMS.resolve(name + ".stderr");
        if (Files.exists(stderrFile)) {
            for (String line : Files.readAllLines(stderrFile, StandardCharsets.UTF_8)) {
                if (!line.isBlank()) {
                    assertThat(r.stderr).as("stderr of %s", name).contains(line.strip());
                }
            }
        }
    }

    private static String baseName(Path p) {
        String f = p.getFileName().toString();
        return f.substring(0, f.length() - ".cu".length());
    }

    private static boolean gxxAvailable() {
        try {
            return run(List.of("g++", "--version"), 30).exitCode == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private record Result(int exitCode, String stdout, String stderr, boolean timedOut) {}

    private static Result run(List<String> cmd, long timeoutS) throws IOException, InterruptedException {
        Path out = Files.createTempFile("hicuda-cpu", ".out");
        Path err = Files.createTempFile("hicuda-cpu", ".err");
        try {
            Process p = new ProcessBuilder(cmd)
                    .redirectOutput(out.toFile())
                    .redirectError(err.toFile())
                    .start();
            boolean done = p.waitFor(timeoutS, TimeUnit.SECONDS);
            if (!done) {
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
            }
            return new Result(done ? p.exitValue() : -1,
                    Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8),
                    !done);
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
