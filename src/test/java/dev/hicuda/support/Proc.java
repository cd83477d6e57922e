package dev.hicuda.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs external tools (gcc, g++, nvcc, compiled programs) from tests. */
public final class Proc {
    /** Result of a finished process. */
    public record Result(int exit, String output) {
    }

    private Proc() {
    }

    public static Result run(Path dir, long timeoutSeconds, List<String> cmd) {
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
            if (dir != null) {
                pb.directory(dir.toFile());
            }
            Process p = pb.start();
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(-1, "timeout after " + timeoutSeconds + "s: " + String.join(" ", cmd));
            }
            return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
        } catch (IOException e) {
            return new Result(-2, e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-3, e.toString());
        }
    }

    public static boolean available(String tool) {
        return run(null, 30, List.of(tool, "--version")).exit() == 0;
    }
}
