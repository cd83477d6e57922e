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

    /** Writes the outputs of the program's files, builds them into one executable and runs it with {@code args}. */
    int buildAndRun(List<Path> inputs, List<Output> outputs, Target target, Path keep, List<String> args, List<Path> includeDirs,
                    List<String> defines) throws IOException, InterruptedException {
        // the host programs include the user's headers as the inputs did: from the inputs' folders and the -I folders
        List<String> includes = new ArrayList<>();
        for (Path p : inputs) {
            Path d = p.toAbsolutePath().getParent();
            if (d != null && !includes.contains(d.toString())) {
                includes.add(d.toString());
            }
        }
        for (Path d : includeDirs) {
            includes.add(d.toAbsolutePath().toString());
        }
        // the -D macros the program was translated with: the host programs include the user's headers again
        List<String> macros = new ArrayList<>();
        for (String d : defines) {
            macros.add("-D" + d);
        }
        Path dir = keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("hicuda-run");
        try {
            List<String> devices = new ArrayList<>();
            List<String> hosts = new ArrayList<>();
            for (int i = 0; i < inputs.size(); i++) {
                Output o = outputs.get(i);
                String base = inputs.get(i).getFileName().toString().replaceFirst("\\.[^.]*$", "");
                Path src = dir.resolve(base + (target == Target.cuda ? ".cu" : ".cpu.cpp"));
                Files.writeString(src, o.mainText());
                Path host = dir.resolve(Output.hostFileName(src.getFileName().toString()));
                Files.writeString(host, o.hostText());
                for (Map.Entry<String, String> e : o.extraFiles().entrySet()) {
                    Files.writeString(dir.resolve(e.getKey()), e.getValue());
                }
                devices.add(src.toString());
                hosts.add(host.toString());
            }
            Path exe = dir.resolve(inputs.get(0).getFileName().toString().replaceFirst("\\.[^.]*$", ""));
            List<List<String>> steps = new ArrayList<>();
            if (target == Target.cuda) {
                err.println("hicuda: building for the GPU with nvcc -arch=sm_90 (the host program is compiled as C)");
                List<String> nvcc = new ArrayList<>(List.of("nvcc", "-O2", "-arch=sm_90", "-o", exe.toString()));
                for (String d : includes) {
                    nvcc.add("-I" + d);
                }
                nvcc.addAll(macros);
                nvcc.addAll(devices);
                nvcc.addAll(hosts);
                nvcc.add("-lm");
                steps.add(nvcc);
            } else {
                err.println("hicuda: no GPU in use: building the CPU emulation of the CUDA program (g++ for the kernels, gcc for the host program)");
                List<String> link = new ArrayList<>(List.of("g++", "-pthread", "-o", exe.toString()));
                for (int i = 0; i < devices.size(); i++) {
                    String base = Path.of(devices.get(i)).getFileName().toString().replaceFirst("\\.cpu\\.cpp$", "");
                    Path devObj = dir.resolve(base + ".device.o");
                    Path hostObj = dir.resolve(base + ".host.o");
                    steps.add(List.of("g++", "-std=c++17", "-O2", "-pthread", "-w", "-I", dir.toString(), "-c", devices.get(i),
                            "-o", devObj.toString()));
                    List<String> gcc = new ArrayList<>(List.of("gcc", "-O2", "-w", "-I", dir.toString()));
                    for (String d : includes) {
                        gcc.add("-I" + d);
                    }
                    gcc.addAll(macros);
                    gcc.addAll(List.of("-c", hosts.get(i), "-o", hostObj.toString()));
                    steps.add(gcc);
                    link.add(devObj.toString());
                    link.add(hostObj.toString());
                }
                link.add("-lm");
                steps.add(link);
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
