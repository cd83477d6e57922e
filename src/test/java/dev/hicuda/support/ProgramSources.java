package dev.hicuda.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The source files of a test program: a {@code .c} file, or a folder whose {@code .c} files are one program (examples/mcml). */
public final class ProgramSources {
    private ProgramSources() {
    }

    /** The file itself, or the .c files of a folder, sorted (none for a folder without them). */
    public static List<Path> of(Path program) {
        if (!Files.isDirectory(program)) {
            return List.of(program);
        }
        try (Stream<Path> s = Files.list(program)) {
            return s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
