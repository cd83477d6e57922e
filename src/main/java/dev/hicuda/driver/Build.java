package dev.hicuda.driver;

import dev.hicuda.pass.Target;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The commands that build translated files into a program or into objects (issue 16): for CUDA,
 * nvcc compiles the device file ({@code .cu}) and the host program ({@code .host.c}, as C with its
 * host compiler) and links; for the CPU emulation, g++ compiles the device file ({@code .cpu.cpp},
 * with the runtime headers beside it), gcc the host program, and g++ links; for OpenCL, gcc compiles
 * the host program (which embeds the kernels; the runtime header beside it) and links it with the
 * OpenCL ICD loader ({@code -lOpenCL}; the CUDA toolkit's headers and loader when the system has
 * none). The user's other sources
 * ({@code .cu}, {@code .cpp}, ...), objects and libraries join the link. Each translated file is
 * compiled with its source's folder on the include path (for {@code #include "..."} next to the
 * source), then the {@code -I} folders and the {@code -D} macros, then the user's flags as they are.
 */
final class Build {
    /** The architecture nvcc compiles for when none is given. */
    static final String DEFAULT_ARCH = "sm_90";

    /**
     * The back end's options: {@code optimization} holds -O and -g as given (empty: the compilers'
     * defaults), {@code arch} nvcc's -arch (null: {@link #DEFAULT_ARCH}), {@code compilerFlags} flags passed
     * to every compile and link as they are, {@code linkerFlags} flags for the linker (-Xlinker).
     */
    record Flags(List<Path> includeDirs, List<String> defines, List<String> optimization, String arch,
                 List<String> compilerFlags, List<String> linkerFlags, List<String> libraries, List<Path> libraryDirs) {
        /** Only the macros, folders and flags that hicuda run has always passed; -O2. */
        static Flags of(List<Path> includeDirs, List<String> defines, List<String> compilerFlags) {
            return new Flags(includeDirs, defines, List.of("-O2"), null, compilerFlags, List.of(), List.of(), List.of());
        }
    }

    /** A translated file on disk: its source, the device file (null when the translation has no device code) and the host program. */
    record Unit(Path source, Path device, Path host) {
    }

    private final Target target;
    private final Flags flags;

    /**
     * Writes a translation of {@code source} into {@code dir} as {@code STEM.cu} and {@code STEM.host.c}
     * (CUDA) or {@code STEM.cpu.cpp} and {@code STEM.cpu.host.c} with the runtime headers (CPU); a device
     * file without code is not written.
     */
    static Unit write(Path dir, String stem, Path source, dev.hicuda.backend.Output o, Target target) throws IOException {
        Path device = dir.resolve(stem + (target == Target.cuda ? ".cu" : target == Target.opencl ? ".cl" : ".cpu.cpp"));
        Path host = dir.resolve(dev.hicuda.backend.Output.hostFileName(device.getFileName().toString()));
        boolean deviceCode = !o.mainText().isBlank();
        if (deviceCode) {
            java.nio.file.Files.writeString(device, o.mainText());
        }
        java.nio.file.Files.writeString(host, o.hostText());
        for (java.util.Map.Entry<String, String> e : o.extraFiles().entrySet()) {
            java.nio.file.Files.writeString(dir.resolve(e.getKey()), e.getValue());
        }
        return new Unit(source, deviceCode ? device : null, host);
    }

    Build(Target target, Flags flags) {
        if (target == Target.c) {
            throw new IllegalArgumentException("nothing to build for --target c");
        }
        this.target = target;
        this.flags = flags;
    }

    /**
     * The commands that build the executable {@code exe} from translated {@code units} and the user's
     * {@code others} (sources compiled in the link, objects, libraries), with objects in {@code work}.
     * For CUDA with one translated file, one nvcc command compiles and links everything.
     */
    List<List<String>> executable(List<Unit> units, List<Path> others, Path exe, Path work) {
        List<List<String>> steps = new ArrayList<>();
        List<String> inputs = new ArrayList<>();
        if (target == Target.cuda && units.size() == 1) {
            Unit u = units.get(0);
            List<String> cmd = nvcc(search(u.source()));
            cmd.addAll(linkerFlags());
            cmd.addAll(List.of("-o", exe.toString()));
            if (u.device() != null) {
                cmd.add(u.device().toString());
            }
            cmd.add(u.host().toString());
            others.forEach(o -> cmd.add(o.toString()));
            cmd.addAll(libraries());
            steps.add(cmd);
            return steps;
        }
        for (Unit u : units) {
            Path devObj = u.device() == null || target == Target.opencl ? null : work.resolve(base(u) + ".device.o");
            Path hostObj = work.resolve(base(u) + ".host.o");
            steps.addAll(compile(u, devObj, hostObj));
            if (devObj != null) {
                inputs.add(devObj.toString());
            }
            inputs.add(hostObj.toString());
        }
        others.forEach(o -> inputs.add(o.toString()));
        List<String> link = target == Target.cuda ? nvcc(search(null)) : target == Target.opencl ? gccLink() : gxxLink();
        link.addAll(linkerFlags());
        link.addAll(List.of("-o", exe.toString()));
        link.addAll(inputs);
        link.addAll(libraries());
        steps.add(link);
        return steps;
    }

    /**
     * The commands that compile one translated file into the single object {@code obj}: its device
     * file and host program are compiled apart and joined by a relocatable link ({@code ld -r}), so that
     * a Makefile sees one object per source.
     */
    List<List<String>> object(Unit u, Path obj, Path work) {
        if (u.device() == null || target == Target.opencl) { // OpenCL: the host program is all there is to compile
            return List.of(hostCompile(u, obj));
        }
        Path devObj = work.resolve(base(u) + ".device.o");
        Path hostObj = work.resolve(base(u) + ".host.o");
        List<List<String>> steps = new ArrayList<>(compile(u, devObj, hostObj));
        steps.add(List.of("ld", "-r", "-o", obj.toString(), devObj.toString(), hostObj.toString()));
        return steps;
    }

    /** The command that compiles one of the user's own sources (.cu, .cpp, ...) into {@code obj}, with {@code extra} flags. */
    List<String> otherObject(Path source, Path obj, List<String> extra) {
        List<String> cmd = target == Target.cuda ? nvcc(search(null)) : gxx(search(null), null);
        cmd.addAll(extra);
        cmd.addAll(List.of("-c", source.toString(), "-o", obj.toString()));
        return cmd;
    }

    /** Device file and host program into their objects (no device object when devObj is null). */
    private List<List<String>> compile(Unit u, Path devObj, Path hostObj) {
        List<List<String>> steps = new ArrayList<>();
        if (devObj != null) {
            List<String> dev = target == Target.cuda ? nvcc(search(u.source())) : gxx(search(u.source()), u.device().toAbsolutePath().getParent());
            dev.addAll(List.of("-c", u.device().toString(), "-o", devObj.toString()));
            steps.add(dev);
        }
        steps.add(hostCompile(u, hostObj));
        return steps;
    }

    private List<String> hostCompile(Unit u, Path hostObj) {
        List<String> cmd;
        if (target == Target.cuda) {
            cmd = nvcc(search(u.source()));
        } else {
            cmd = new ArrayList<>(List.of("gcc"));
            cmd.addAll(flags.optimization());
            cmd.addAll(List.of("-w", "-I", u.host().toAbsolutePath().getParent().toString()));
            cmd.addAll(search(u.source()));
            if (target == Target.opencl) {
                cmd.addAll(openClHeaders());
            }
            cmd.addAll(flags.compilerFlags());
        }
        cmd.addAll(List.of("-c", u.host().toString(), "-o", hostObj.toString()));
        return cmd;
    }

    /** nvcc, the optimization, the architecture, the search path given, the user's flags. */
    private List<String> nvcc(List<String> search) {
        List<String> cmd = new ArrayList<>(List.of("nvcc"));
        cmd.addAll(flags.optimization());
        cmd.add("-arch=" + (flags.arch() == null ? DEFAULT_ARCH : flags.arch()));
        cmd.addAll(search);
        cmd.addAll(flags.compilerFlags());
        return cmd;
    }

    /**
     * g++ for GNU C++17 (as nvcc reads device code: GNU typeof and the like) with threads (the CPU runtime), its
     * warnings off for generated code ({@code runtime}: the runtime headers' folder).
     */
    private List<String> gxx(List<String> search, Path runtime) {
        List<String> cmd = new ArrayList<>(List.of("g++", "-std=gnu++17"));
        cmd.addAll(flags.optimization());
        cmd.add("-pthread");
        if (runtime != null) {
            cmd.addAll(List.of("-w", "-I", runtime.toString()));
        }
        cmd.addAll(search);
        cmd.addAll(flags.compilerFlags());
        return cmd;
    }

    /** gcc links an OpenCL program (the host programs are C). */
    private List<String> gccLink() {
        List<String> cmd = new ArrayList<>(List.of("gcc"));
        cmd.addAll(flags.optimization());
        cmd.addAll(search(null));
        cmd.addAll(flags.compilerFlags());
        return cmd;
    }

    /**
     * Where the OpenCL toolkit is when the system has no OpenCL headers ({@code /usr/include/CL}): the
     * CUDA toolkit's ({@code $CUDA_HOME}, else /usr/local/cuda), which ships the headers and an ICD loader.
     */
    private static java.nio.file.Path openClToolkit() {
        if (java.nio.file.Files.exists(java.nio.file.Path.of("/usr/include/CL/cl.h"))) {
            return null;
        }
        String home = System.getenv("CUDA_HOME");
        for (String dir : home != null ? List.of(home, "/usr/local/cuda") : List.of("/usr/local/cuda")) {
            java.nio.file.Path d = java.nio.file.Path.of(dir);
            if (java.nio.file.Files.exists(d.resolve("include/CL/cl.h"))) {
                return d;
            }
        }
        return null;
    }

    private static List<String> openClHeaders() {
        java.nio.file.Path t = openClToolkit();
        return t == null ? List.of() : List.of("-I", t.resolve("include").toString());
    }

    private List<String> gxxLink() {
        List<String> cmd = new ArrayList<>(List.of("g++", "-pthread"));
        cmd.addAll(flags.optimization());
        cmd.addAll(search(null));
        cmd.addAll(flags.compilerFlags());
        return cmd;
    }

    /** -I the source's folder (when there is a source), -I each folder given, -D each macro. */
    private List<String> search(Path source) {
        List<String> search = new ArrayList<>();
        Path home = source == null ? null : source.toAbsolutePath().getParent();
        if (home != null) {
            search.addAll(List.of("-I", home.toString()));
        }
        for (Path d : flags.includeDirs()) {
            search.addAll(List.of("-I", d.toAbsolutePath().toString()));
        }
        for (String d : flags.defines()) {
            search.add("-D" + d);
        }
        return search;
    }

    private List<String> linkerFlags() {
        List<String> out = new ArrayList<>();
        for (String f : flags.linkerFlags()) {
            out.addAll(List.of("-Xlinker", f));
        }
        return out;
    }

    /** -L folders, -l libraries, then the math library (the C programs hicuda translates may use it). */
    private List<String> libraries() {
        List<String> out = new ArrayList<>();
        for (Path d : flags.libraryDirs()) {
            out.add("-L" + d.toAbsolutePath());
        }
        for (String l : flags.libraries()) {
            out.add("-l" + l);
        }
        if (target == Target.opencl) {
            java.nio.file.Path t = openClToolkit();
            if (t != null) {
                out.addAll(List.of("-L" + t.resolve("lib64"), "-Wl,-rpath," + t.resolve("lib64")));
            }
            out.add("-lOpenCL");
        }
        out.add("-lm");
        return out;
    }

    /** The file name stem of a unit's objects: its host program's name without ".host.c" (and ".cpu"). */
    private static String base(Unit u) {
        String name = u.host().getFileName().toString();
        for (String suffix : List.of(".host.c", ".cpu")) {
            name = name.endsWith(suffix) ? name.substring(0, name.length() - suffix.length()) : name;
        }
        return name;
    }

    // ------------------------------------------------------------------ running the commands

    /**
     * Runs the commands in order until one fails; their output goes to {@code log} as it comes
     * (standard error and output merged). With {@code verbose} each command is printed to {@code err}
     * first. Returns null on success, else a line saying which command failed and why.
     */
    static String run(List<List<String>> steps, OutputStream log, PrintStream err, boolean verbose) throws InterruptedException {
        for (List<String> cmd : steps) {
            if (verbose) {
                err.println(String.join(" ", cmd));
            }
            Process p;
            try {
                p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            } catch (IOException e) {
                return "cannot run " + cmd.get(0) + " (" + (e.getMessage() != null && e.getMessage().contains("error=2")
                        ? "not found on PATH" : e.getMessage()) + ")";
            }
            copy(p.getInputStream(), log);
            int status = p.waitFor();
            if (status != 0) {
                return cmd.get(0) + " failed (exit status " + status + "): " + String.join(" ", cmd);
            }
        }
        return null;
    }

    /** Runs the commands with their output kept, printed to {@code err} only when one fails; null on success. */
    static String runQuietly(List<List<String>> steps, PrintStream err, boolean verbose) throws InterruptedException {
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        String failure = run(steps, log, err, verbose);
        if (failure != null) {
            err.print(log.toString(java.nio.charset.StandardCharsets.UTF_8));
        }
        return failure;
    }

    /** Copies a tool's or a program's output to one of ours as it comes, until it closes its end. */
    static void copy(InputStream from, OutputStream to) {
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = from.read(buf)) > 0; ) {
                to.write(buf, 0, n);
                to.flush();
            }
        } catch (IOException e) {
            // it closed its end
        }
    }
}
