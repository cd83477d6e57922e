package dev.hicuda.lowering.target;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The C text of helpers that the host program of the CUDA target (and of the CPU emulation) carries
 * inline, kept as files in the jar ({@code src/main/resources/dev/hicuda/runtime/host/}) so that they
 * can be read and compiled as C.
 */
final class HostRuntimeText {
    private HostRuntimeText() {
    }

    /** The lines of helper file {@code name}. */
    static List<String> lines(String name) {
        try (InputStream in = HostRuntimeText.class.getResourceAsStream("/dev/hicuda/runtime/host/" + name)) {
            if (in == null) {
                throw new IllegalStateException("host runtime text " + name + " missing from the hicuda jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
