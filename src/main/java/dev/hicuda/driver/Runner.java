package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import dev.hicuda.backend.Output;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * {@code hicuda run}: builds the translation as {@code hicuda compile} does ({@link Build}: nvcc, gcc
 * against the OpenCL ICD loader, or g++ and gcc for the CPU emulation) and runs it. The build sees what the translation saw: the
 * {@code -D} macros, the {@code -I} folders and the source file's own folder (for {@code #include "..."}
 * next to the source), plus the user's back-end options (-O2 unless an -O is given). The program's exit
 * status becomes hicuda's; a program killed by a signal is reported by name and hicuda exits with
 * 128 + the signal's number, as a shell does.
 */
final class Runner {
    /** What the build and the run take besides the translated output: the build's options, the program's environment. */
    record Options(Build.Flags flags, Map<String, String> environment, boolean verbose) {
        /** The -D macros, -I folders and flags hicuda run has always passed, at -O2. */
        Options(List<Path> includeDirs, List<String> defines, List<String> compilerFlags, Map<String, String> environment) {
            this(Build.Flags.of(includeDirs, defines, compilerFlags), environment, false);
        }
    }

    private final PrintStream out;
    private final PrintStream err;

    Runner(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    static boolean gpuPresent() {
        try {
            Process p = new ProcessBuilder("nvidia-smi", "-L").redirectErrorStream(true).start();
            String s = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0 && s.contains("GPU");
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /**
     * The commands that build {@code exe} from the translated device file {@code src} and host program
     * {@code host} of {@code input}, with objects beside them: for CUDA one nvcc command (nvcc compiles the
     * {@code .c} host program as C with its host compiler); for OpenCL gcc for the host program (which embeds
     * the kernels) and its link with the ICD loader; for the CPU emulation g++ for the kernels, gcc for the
     * host program, and the g++ link.
     */
    static List<List<String>> buildCommands(Target target, Path src, Path host, Path exe, Path input, Options opts) {
        return new Build(target, opts.flags()).executable(List.of(new Build.Unit(input, src, host)), List.of(), exe,
                exe.toAbsolutePath().getParent());
    }

    /** Writes the outputs of the program's files, builds them into one executable and runs it with {@code args}. */
    int buildAndRun(List<Path> inputs, List<Output> outputs, Target target, Path keep, List<String> args, Options opts)
            throws IOException, InterruptedException {
        Path dir = keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("hicuda-run");
        try {
            List<Build.Unit> units = new ArrayList<>();
            for (int i = 0; i < inputs.size(); i++) {
                String base = inputs.get(i).getFileName().toString().replaceFirst("\\.[^.]*$", "");
                units.add(Build.write(dir, base, inputs.get(i), outputs.get(i), target));
            }
            Path exe = dir.resolve(inputs.get(0).getFileName().toString().replaceFirst("\\.[^.]*$", "")).toAbsolutePath();
            List<List<String>> steps = new Build(target, opts.flags()).executable(units, List.of(), exe, dir);
            if (target == Target.cuda) {
                err.println("hicuda: building for the GPU with nvcc -arch=" + (opts.flags().arch() == null ? Build.DEFAULT_ARCH
                        : opts.flags().arch()) + " (the host program is compiled as C)");
            } else if (target == Target.opencl) {
                err.println("hicuda: building the OpenCL host program with gcc -lOpenCL (the kernels are built by the OpenCL driver when the program starts them)");
            } else {
                err.println("hicuda: no GPU in use: building the CPU emulation of the CUDA program (g++ for the kernels, gcc for the host program)");
            }
            String failure = Build.runQuietly(steps, err, opts.verbose());
            if (failure != null) {
                err.println("hicuda: error: building the translated program failed: " + failure);
                return ExitCode.INTERNAL;
            }
            List<String> run = new ArrayList<>();
            run.add(exe.toString());
            run.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(run).redirectInput(ProcessBuilder.Redirect.INHERIT);
            pb.environment().putAll(opts.environment());
            Process p = pb.start();
            Thread o1 = pump(p.getInputStream(), out);
            Thread o2 = pump(p.getErrorStream(), err);
            int status = p.waitFor();
            o1.join();
            o2.join();
            int signal = Signals.fromStatus(status);
            if (signal != 0) {
                err.println("hicuda: program terminated by signal " + Signals.describe(signal));
            }
            return status;
        } finally {
            if (keep == null) {
                try (Stream<Path> walk = Files.walk(dir)) {
                    walk.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                }
            }
        }
    }

    /** Copies a stream of the program to one of ours as it comes (System.out and System.err in the real command). */
    private static Thread pump(InputStream from, PrintStream to) {
        Thread t = new Thread(() -> Build.copy(from, to), "hicuda-run-output");
        t.start();
        return t;
    }
}
