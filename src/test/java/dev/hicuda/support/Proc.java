package dev.hicuda.support;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs external tools (gcc, g++, nvcc, compiled programs) from tests. */
public final class Proc {
    /** Result of a finished process. */
    public record Result(int exit, String output) {
    }

    /** Result of a finished process whose standard output and error were kept apart. */
    public record Streams(int exit, String out, String err) {
    }

    private Proc() {
    }

    /**
     * Runs {@code cmd} in {@code dir} with {@code env} added to this process's environment (a null
     * value removes the variable); standard output and standard error are kept apart.
     */
    public static Streams run(Path dir, Map<String, String> env, long timeoutSeconds, List<String> cmd) {
        Path err = null;
        try {
            err = Files.createTempFile("proc", ".err");
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(err.toFile());
            if (dir != null) {
                pb.directory(dir.toFile());
            }
            env.forEach((k, v) -> {
                if (v == null) {
                    pb.environment().remove(k);
                } else {
                    pb.environment().put(k, v);
                }
            });
            Process p = pb.start();
            p.getOutputStream().close();
            byte[] out = p.getInputStream().readAllBytes();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Streams(-1, "", "timeout after " + timeoutSeconds + "s: " + String.join(" ", cmd));
            }
            return new Streams(p.exitValue(), new String(out, StandardCharsets.UTF_8), Files.readString(err));
        } catch (IOException e) {
            return new Streams(-2, "", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Streams(-3, "", e.toString());
        } finally {
            if (err != null) {
                err.toFile().delete();
            }
        }
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
