package dev.hicuda.backend;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The runtime headers shipped in the jar ({@code src/main/resources/dev/hicuda/runtime/}), which back ends write beside their output. */
public final class RuntimeHeaders {
    private RuntimeHeaders() {
    }

    /** The text of runtime header {@code name} ({@code hicuda_cpu.h}). */
    public static String text(String name) {
        try (InputStream in = RuntimeHeaders.class.getResourceAsStream("/dev/hicuda/runtime/" + name)) {
            if (in == null) {
                throw new IllegalStateException("runtime header " + name + " missing from the hicuda jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
