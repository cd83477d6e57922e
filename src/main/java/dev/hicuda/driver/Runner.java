package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import dev.hicuda.backend.Output;

import java.io.IOException;
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

/** Builds translated output with nvcc or g++ and runs it (the {@code run} subcommand). */
final class Runner {
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

    int buildAndRun(Path input, Output o, Target target, Path keep, List<String> args) throws IOException, InterruptedException {
        Path dir = keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("hicuda-run");
        try {
            String base = input.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            Path src = dir.resolve(base + (target == Target.cuda ? ".cu" : ".cpu.cpp"));
            Files.writeString(src, o.mainText());
            Path host = dir.resolve(Output.hostFileName(src.getFileName().toString()));
            Files.writeString(host, o.hostText());
            for (Map.Entry<String, String> e : o.extraFiles().entrySet()) {
                Files.writeString(dir.resolve(e.getKey()), e.getValue());
            }
            Path exe = dir.resolve(base);
            List<List<String>> steps = new ArrayList<>();
            if (target == Target.cuda) {
                err.println("hicuda: building for the GPU with nvcc -arch=sm_90 (the host program is compiled as C)");
                steps.add(List.of("nvcc", "-O2", "-arch=sm_90", "-o", exe.toString(), src.toString(), host.toString(), "-lm"));
            } else {
                err.println("hicuda: no GPU in use: building the CPU emulation of the CUDA program (g++ for the kernels, gcc for the host program)");
                Path devObj = dir.resolve(base + ".device.o");
                Path hostObj = dir.resolve(base + ".host.o");
                steps.add(List.of("g++", "-std=c++17", "-O2", "-pthread", "-w", "-I", dir.toString(), "-c", src.toString(),
                        "-o", devObj.toString()));
                steps.add(List.of("gcc", "-O2", "-w", "-I", dir.toString(), "-c", host.toString(), "-o", hostObj.toString()));
                steps.add(List.of("g++", "-pthread", "-o", exe.toString(), devObj.toString(), hostObj.toString(), "-lm"));
            }
            for (List<String> cmd : steps) {
                Process build = new ProcessBuilder(cmd).redirectErrorStream(true).start();
                String log = new String(build.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (build.waitFor() != 0) {
                    err.print(log);
                    err.println("hicuda: error: building the translated program failed (" + String.join(" ", cmd) + ")");
                    return ExitCode.INTERNAL;
                }
            }
            List<String> run = new ArrayList<>();
            run.add(exe.toString());
            run.addAll(args);
            Process p = new ProcessBuilder(run).inheritIO().start();
            return p.waitFor();
        } finally {
            if (keep == null) {
                try (Stream<Path> walk = Files.walk(dir)) {
                    walk.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                }
            }
        }
    }
}
