package dev.hicuda.frontend.preprocessor;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What the C compiler that builds the host code says about itself: its predefined macros and its
 * system include folders.  hicuda must see the program as that compiler sees it, so it asks
 * ({@code cc -dM -E} and {@code cc -E -v}), with the same {@code -std}.  The compiler is
 * {@code $HICUDA_CC} when set, else {@code cc}, else {@code gcc}.  Without one, a built-in
 * description of GCC 12 on x86-64 Linux is used (the system folders must then exist).
 */
public final class HostCompiler {
    private final List<Path> systemDirs;
    private final String predefines;
    private final String description;

    private HostCompiler(List<Path> systemDirs, String predefines, String description) {
        this.systemDirs = List.copyOf(systemDirs);
        this.predefines = predefines;
        this.description = description;
    }

    /** Asks the C compiler; {@code std} is a {@code -std=} value or null for the compiler's default. */
    public static HostCompiler query(String std) {
        List<String> candidates = new ArrayList<>();
        String env = System.getenv("HICUDA_CC");
        if (env != null && !env.isBlank()) {
            candidates.add(env.trim());
        }
        candidates.add("cc");
        candidates.add("gcc");
        for (String cc : candidates) {
            HostCompiler h = tryQuery(cc, std);
            if (h != null) {
                return h;
            }
        }
        return builtin();
    }

    /** The built-in description (GCC 12, x86-64 Linux, gnu17), used when no C compiler answers. */
    public static HostCompiler builtin() {
        try (InputStream in = HostCompiler.class.getResourceAsStream("/dev/hicuda/preprocessor/gcc12-x86_64-predefs.h")) {
            String predefs = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
            List<Path> dirs = new ArrayList<>();
            for (String d : List.of("/usr/lib/gcc/x86_64-linux-gnu/12/include", "/usr/local/include",
                    "/usr/include/x86_64-linux-gnu", "/usr/include")) {
                if (Files.isDirectory(Path.of(d))) {
                    dirs.add(Path.of(d));
                }
            }
            return new HostCompiler(dirs, predefs, "built-in GCC 12 description");
        } catch (IOException e) {
            throw new IllegalStateException("hicuda's built-in predefined macros cannot be read", e);
        }
    }

    /** For tests: a compiler description given explicitly. */
    public static HostCompiler of(List<Path> systemDirs, String predefines) {
        return new HostCompiler(systemDirs, predefines, "given");
    }

    private static HostCompiler tryQuery(String cc, String std) {
        List<String> base = new ArrayList<>(List.of(cc, "-x", "c"));
        if (std != null) {
            base.add("-std=" + std);
        }
        List<String> defs = new ArrayList<>(base);
        defs.addAll(List.of("-dM", "-E", "-"));
        String predefs = run(defs, false);
        if (predefs == null) {
            return null;
        }
        List<String> verbose = new ArrayList<>(base);
        verbose.addAll(List.of("-E", "-v", "-"));
        String log = run(verbose, true);
        if (log == null) {
            return null;
        }
        List<Path> dirs = new ArrayList<>();
        boolean in = false;
        for (String line : log.split("\n")) {
            if (line.startsWith("#include <...> search starts here")) {
                in = true;
            } else if (line.startsWith("End of search list")) {
                break;
            } else if (in && line.startsWith(" ")) {
                String d = line.trim().replace(" (framework directory)", "");
                dirs.add(Path.of(d).normalize());
            }
        }
        return new HostCompiler(dirs, predefs, cc);
    }

    private static String run(List<String> cmd, boolean stderr) {
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd);
            pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
            if (stderr) {
                pb.redirectErrorStream(true);
            } else {
                pb.redirectError(ProcessBuilder.Redirect.DISCARD);
            }
            Process p = pb.start();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(20, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                return null;
            }
            return new String(out, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    public List<Path> systemDirs() {
        return systemDirs;
    }

    /** {@code #define} lines of the predefined macros. */
    public String predefines() {
        return predefines;
    }

    public String description() {
        return description;
    }
}
