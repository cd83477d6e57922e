package dev.hicuda.support;

import dev.hicuda.backend.Output;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Test support: builds a translated program as {@code hicuda run} does — the device file with
 * g++ (CPU emulation) or nvcc, the host program (C, beside it as {@code NAME.host.c}) with gcc, and
 * links them.  Every step's output is returned; the first failing step ends the build.
 */
public final class Builds {
    private Builds() {
    }

    /** The host program written beside a device file. */
    public static Path host(Path device) {
        return device.resolveSibling(Output.hostFileName(device.getFileName().toString()));
    }

    /** Builds the CPU emulation of {@code device} (a {@code .cpu.cpp}) and its host program into {@code exe}. */
    public static Proc.Result cpu(Path device, Path exe, String optimization) {
        Path dir = device.toAbsolutePath().getParent();
        Path devObj = dir.resolve(exe.getFileName() + ".device.o");
        Path hostObj = dir.resolve(exe.getFileName() + ".host.o");
        Proc.Result r = Proc.run(null, 300, List.of("g++", "-std=gnu++17", optimization, "-w", "-pthread", "-I", dir.toString(),
                "-x", "c++", "-c", device.toString(), "-o", devObj.toString()));
        if (r.exit() != 0) {
            return r;
        }
        r = Proc.run(null, 120, List.of("gcc", optimization, "-w", "-I", dir.toString(), "-c", host(device).toString(),
                "-o", hostObj.toString()));
        if (r.exit() != 0) {
            return r;
        }
        return Proc.run(null, 120, List.of("g++", "-pthread", "-o", exe.toString(), devObj.toString(), hostObj.toString(), "-lm"));
    }

    /**
     * Builds the CPU emulation of a program of several files ({@code devices}: their {@code .cpu.cpp}
     * files, each with its host program beside it) into {@code exe}; the host programs find the
     * user's headers in {@code includes}.
     */
    public static Proc.Result cpu(List<Path> devices, Path exe, String optimization, List<Path> includes) {
        List<String> link = new ArrayList<>(List.of("g++", "-pthread", "-o", exe.toString()));
        StringBuilder log = new StringBuilder();
        for (Path device : devices) {
            Path dir = device.toAbsolutePath().getParent();
            String base = device.getFileName().toString();
            Path devObj = dir.resolve(base + ".device.o");
            Path hostObj = dir.resolve(base + ".host.o");
            Proc.Result r = Proc.run(null, 300, List.of("g++", "-std=gnu++17", optimization, "-w", "-pthread", "-I", dir.toString(),
                    "-x", "c++", "-c", device.toString(), "-o", devObj.toString()));
            log.append(r.output());
            if (r.exit() != 0) {
                return new Proc.Result(r.exit(), log.toString());
            }
            List<String> gcc = new ArrayList<>(List.of("gcc", optimization, "-w", "-I", dir.toString()));
            includes.forEach(i -> gcc.add("-I" + i));
            gcc.addAll(List.of("-c", host(device).toString(), "-o", hostObj.toString()));
            r = Proc.run(null, 120, gcc);
            log.append(r.output());
            if (r.exit() != 0) {
                return new Proc.Result(r.exit(), log.toString());
            }
            link.add(devObj.toString());
            link.add(hostObj.toString());
        }
        link.add("-lm");
        Proc.Result r = Proc.run(null, 120, link);
        return new Proc.Result(r.exit(), log + r.output());
    }

    /** nvcc compiles the device files and host programs of a program of several files, and links them. */
    public static Proc.Result cudaBuild(List<Path> devices, Path exe, List<Path> includes) {
        List<String> cmd = new ArrayList<>(List.of("nvcc", "-arch=sm_90", "-o", exe.toString()));
        includes.forEach(i -> cmd.add("-I" + i));
        for (Path d : devices) {
            cmd.add(d.toString());
        }
        for (Path d : devices) {
            cmd.add(host(d).toString());
        }
        cmd.add("-lm");
        return Proc.run(null, 600, cmd);
    }

    /**
     * Builds the host program of an OpenCL translation (the {@code .cl} file {@code kernels}; the host
     * program beside it embeds them) with gcc -Wall against the ICD loader.
     */
    public static Proc.Result opencl(Path kernels, Path exe, String optimization) {
        return opencl(List.of(kernels), exe, optimization, List.of());
    }

    /** The same for a program of several files (their {@code .cl} files, in one folder), whose headers are in {@code includes}. */
    public static Proc.Result opencl(List<Path> kernels, Path exe, String optimization, List<Path> includes) {
        Path dir = kernels.get(0).toAbsolutePath().getParent();
        List<String> cmd = new ArrayList<>(List.of("gcc", "-std=gnu99", optimization, "-Wall", "-Wno-unknown-pragmas",
                "-Wno-unused", "-I", dir.toString()));
        includes.forEach(i -> cmd.add("-I" + i));
        cmd.addAll(List.of("-o", exe.toString()));
        kernels.forEach(k -> cmd.add(host(k).toString()));
        cmd.addAll(List.of("-lOpenCL", "-lm"));
        return Proc.run(null, 120, cmd);
    }

    /** nvcc compiles the device file and the host program (as C) for sm_90, without linking. */
    public static Proc.Result cudaCompile(Path device) {
        Path dir = device.toAbsolutePath().getParent();
        List<String> cmd = new ArrayList<>(List.of("nvcc", "-arch=sm_90", "-c", device.toString(), "-o",
                dir.resolve(device.getFileName() + ".o").toString()));
        Proc.Result r = Proc.run(null, 300, cmd);
        if (r.exit() != 0) {
            return r;
        }
        Proc.Result h = Proc.run(null, 120, List.of("nvcc", "-arch=sm_90", "-c", host(device).toString(), "-o",
                dir.resolve(host(device).getFileName() + ".o").toString()));
        return new Proc.Result(h.exit(), r.output() + h.output());
    }
}
