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
