package dev.hicuda.driver;

import java.nio.file.Path;

/** Where the tuning choices for a program live: {@code IN.tune} beside {@code IN.c}. */
final class TuningFile {
    private TuningFile() {
    }

    static Path of(Path input) {
        String name = input.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        return input.toAbsolutePath().resolveSibling(name + ".tune");
    }
}
