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
 * Builds translated output with nvcc or g++ and runs it (the {@code run} subcommand). The build sees
 * what the translation saw: the {@code -D} macros, the {@code -I} folders and the source file's own
 * folder (for {@code #include "..."} next to the source), plus the user's extra compiler flags. The
 * program's exit status becomes hicuda's; a program killed by a signal is reported by name and
 * hicuda exits with 128 + the signal's number, as a shell does.
 */
final class Runner {
    /** What the build and the run take besides the translated output. */
    record Options(List<Path> includeDirs, List<String> defines, List<String> compilerFlags, Map<String, String> environment) {
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

    /** The compiler command for the translated source {@code src}, building {@code exe}. */
    static List<String> buildCommand(Target target, Path src, Path exe, Path input, Options opts) {
        List<String> cmd = new ArrayList<>();
        if (target == Target.cuda) {
            cmd.addAll(List.of("nvcc", "-O2", "-arch=sm_90"));
        } else {
            cmd.addAll(List.of("g++", "-std=c++17", "-O2", "-pthread", "-w", "-I", src.toAbsolutePath().getParent().toString()));
        }
        Path home = input.toAbsolutePath().getParent();
        if (home != null) {
            cmd.addAll(List.of("-I", home.toString()));
        }
        for (Path d : opts.includeDirs()) {
            cmd.addAll(List.of("-I", d.toAbsolutePath().toString()));
        }
        for (String d : opts.defines()) {
            cmd.add("-D" + d);
        }
        cmd.addAll(opts.compilerFlags());
        cmd.addAll(List.of("-o", exe.toString(), src.toString(), "-lm"));
        return cmd;
    }

    int buildAndRun(Path input, Output o, Target target, Path keep, List<String> args, Options opts)
            throws IOException, InterruptedException {
        Path dir = keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("hicuda-run");
        try {
            String base = input.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            Path src = dir.resolve(base + (target == Target.cuda ? ".cu" : ".cpu.cpp"));
            Files.writeString(src, o.mainText());
            for (Map.Entry<String, String> e : o.extraFiles().entrySet()) {
                Files.writeString(dir.resolve(e.getKey()), e.getValue());
            }
            Path exe = dir.resolve(base);
            List<String> cmd = buildCommand(target, src, exe, input, opts);
            if (target == Target.cuda) {
                err.println("hicuda: building for the GPU with nvcc -arch=sm_90");
            } else {
                err.println("hicuda: no GPU in use: building the CPU emulation of the CUDA program with g++");
            }
            Process build = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String log = new String(build.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (build.waitFor() != 0) {
                err.print(log);
                err.println("hicuda: error: building the translated program failed (" + String.join(" ", cmd) + ")");
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
        Thread t = new Thread(() -> {
            byte[] buf = new byte[8192];
            try {
                for (int n; (n = from.read(buf)) > 0; ) {
                    to.write(buf, 0, n);
                    to.flush();
                }
            } catch (IOException e) {
                // the program closed its end
            }
        }, "hicuda-run-output");
        t.start();
        return t;
    }
}
