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
 * Builds translated output with nvcc, gcc (OpenCL) or g++ and runs it (the {@code run} subcommand). The build sees
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

    /**
     * The commands that build {@code exe} from the translated device file {@code src} and host program
     * {@code host}: for CUDA one nvcc command (nvcc compiles the {@code .c} host program as C with its host
     * compiler); for OpenCL one gcc command for the host program (which embeds the kernels), linked with the ICD
     * loader; for the CPU emulation g++ for the kernels, gcc for the host program, and the g++ link. Each
     * compile sees the source's folder, the {@code -I} folders, the {@code -D} macros and the user's flags.
     */
    static List<List<String>> buildCommands(Target target, Path src, Path host, Path exe, Path input, Options opts) {
        List<String> search = new ArrayList<>();
        Path home = input.toAbsolutePath().getParent();
        if (home != null) {
            search.addAll(List.of("-I", home.toString()));
        }
        for (Path d : opts.includeDirs()) {
            search.addAll(List.of("-I", d.toAbsolutePath().toString()));
        }
        for (String d : opts.defines()) {
            search.add("-D" + d);
        }
        List<List<String>> steps = new ArrayList<>();
        if (target == Target.opencl) {
            List<String> cmd = new ArrayList<>(List.of("gcc", "-O2", "-w", "-I", src.toAbsolutePath().getParent().toString()));
            cmd.addAll(search);
            cmd.addAll(openClToolkit());
            cmd.addAll(opts.compilerFlags());
            cmd.addAll(List.of("-o", exe.toString(), host.toString(), "-lOpenCL", "-lm"));
            steps.add(cmd);
            return steps;
        }
        if (target == Target.cuda) {
            List<String> cmd = new ArrayList<>(List.of("nvcc", "-O2", "-arch=sm_90"));
            cmd.addAll(search);
            cmd.addAll(opts.compilerFlags());
            cmd.addAll(List.of("-o", exe.toString(), src.toString(), host.toString(), "-lm"));
            steps.add(cmd);
            return steps;
        }
        String dir = src.toAbsolutePath().getParent().toString();
        String devObj = exe + ".device.o";
        String hostObj = exe + ".host.o";
        List<String> device = new ArrayList<>(List.of("g++", "-std=c++17", "-O2", "-pthread", "-w", "-I", dir));
        device.addAll(search);
        device.addAll(opts.compilerFlags());
        device.addAll(List.of("-c", src.toString(), "-o", devObj));
        List<String> hostCc = new ArrayList<>(List.of("gcc", "-O2", "-w", "-I", dir));
        hostCc.addAll(search);
        hostCc.addAll(opts.compilerFlags());
        hostCc.addAll(List.of("-c", host.toString(), "-o", hostObj));
        List<String> link = new ArrayList<>(List.of("g++", "-pthread"));
        link.addAll(opts.compilerFlags());
        link.addAll(List.of("-o", exe.toString(), devObj, hostObj, "-lm"));
        steps.add(device);
        steps.add(hostCc);
        steps.add(link);
        return steps;
    }

    /**
     * Where the OpenCL headers and ICD loader are when the system has none: the CUDA toolkit's
     * ({@code $CUDA_HOME} or /usr/local/cuda), which ships both.
     */
    private static List<String> openClToolkit() {
        if (Files.exists(Path.of("/usr/include/CL/cl.h"))) {
            return List.of();
        }
        String home = System.getenv("CUDA_HOME");
        for (String dir : home != null ? List.of(home, "/usr/local/cuda") : List.of("/usr/local/cuda")) {
            Path d = Path.of(dir);
            if (Files.exists(d.resolve("include/CL/cl.h"))) {
                String lib = d.resolve("lib64").toString();
                return List.of("-I", d.resolve("include").toString(), "-L", lib, "-Wl,-rpath," + lib);
            }
        }
        return List.of();
    }

    int buildAndRun(Path input, Output o, Target target, Path keep, List<String> args, Options opts)
            throws IOException, InterruptedException {
        Path dir = keep != null ? Files.createDirectories(keep) : Files.createTempDirectory("hicuda-run");
        try {
            String base = input.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            Path src = dir.resolve(base + (target == Target.cuda ? ".cu" : target == Target.opencl ? ".cl" : ".cpu.cpp"));
            Files.writeString(src, o.mainText());
            Path host = dir.resolve(Output.hostFileName(src.getFileName().toString()));
            Files.writeString(host, o.hostText());
            for (Map.Entry<String, String> e : o.extraFiles().entrySet()) {
                Files.writeString(dir.resolve(e.getKey()), e.getValue());
            }
            Path exe = dir.resolve(base);
            List<List<String>> steps = buildCommands(target, src, host, exe, input, opts);
            if (target == Target.cuda) {
                err.println("hicuda: building for the GPU with nvcc -arch=sm_90 (the host program is compiled as C)");
            } else if (target == Target.opencl) {
                err.println("hicuda: building the OpenCL host program with gcc -lOpenCL (the kernels are built by the OpenCL driver when the program starts them)");
            } else {
                err.println("hicuda: no GPU in use: building the CPU emulation of the CUDA program (g++ for the kernels, gcc for the host program)");
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
