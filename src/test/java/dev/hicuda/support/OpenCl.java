package dev.hicuda.support;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Test support: whether programs can run through OpenCL here — gcc, the OpenCL headers and ICD
 * loader, and at least one platform (PoCL in CI) — found once by building and running a probe that
 * counts the platforms.  The tests that need OpenCL assume {@link #available()} with {@link #WHY_NOT}.
 */
public final class OpenCl {
    /** The reason given when the OpenCL tests are skipped. */
    public static final String WHY_NOT = "no OpenCL platform here (install pocl-opencl-icd, ocl-icd-opencl-dev and opencl-headers,"
            + " as .ci/run does): the OpenCL target's run-time tests are skipped";

    private static final String PROBE = """
            #define CL_TARGET_OPENCL_VERSION 120
            #include <CL/cl.h>
            #include <stdio.h>
            int main(void)
            {
                cl_uint n = 0;
                if (clGetPlatformIDs(0, NULL, &n) != CL_SUCCESS || n == 0) {
                    return 1;
                }
                printf("%u\\n", n);
                return 0;
            }
            """;

    private OpenCl() {
    }

    private static final class Found {
        static final boolean AVAILABLE = probe();
    }

    /** Whether an OpenCL platform can run the translated programs here. */
    public static boolean available() {
        return Found.AVAILABLE;
    }

    private static boolean probe() {
        if (!Proc.available("gcc")) {
            return false;
        }
        try {
            Path dir = Files.createTempDirectory("hicuda-opencl-probe");
            try {
                Path src = Files.writeString(dir.resolve("probe.c"), PROBE);
                Path exe = dir.resolve("probe");
                if (Proc.run(null, 60, List.of("gcc", "-o", exe.toString(), src.toString(), "-lOpenCL")).exit() != 0) {
                    return false;
                }
                return Proc.run(null, 60, List.of(exe.toString())).exit() == 0;
            } finally {
                try (var walk = Files.walk(dir)) {
                    walk.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
                }
            }
        } catch (IOException e) {
            return false;
        }
    }
}
