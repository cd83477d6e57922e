package dev.hicuda.frontend.preprocessor;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where {@code #include} looks, in gcc's order: for {@code "name"} the including file's folder,
 * then the {@code -iquote} folders; then, for both forms, the {@code -I} folders and the system
 * folders of the C compiler.  {@code #include_next} continues after the folder the current file
 * was found in.
 */
public final class HeaderSearch {
    /** A header found: its path, and its place in the search chain (for {@code #include_next}). */
    public record Found(Path path, int chainIndex, boolean system) {
    }

    private final List<Path> quoteDirs;
    private final List<Path> chain;
    private final int firstSystem;

    public HeaderSearch(List<Path> quoteDirs, List<Path> includeDirs, List<Path> systemDirs) {
        this.quoteDirs = List.copyOf(quoteDirs);
        List<Path> c = new ArrayList<>(includeDirs);
        this.firstSystem = c.size();
        c.addAll(systemDirs);
        this.chain = List.copyOf(c);
    }

    /**
     * Finds a header.  {@code currentDir}: the folder of the including file (for the quoted form);
     * {@code after}: for {@code #include_next}, the chain index of the current file (else -1).
     */
    public Found find(String name, boolean quoted, Path currentDir, int after) {
        try {
            return search(name, quoted, currentDir, after);
        } catch (java.nio.file.InvalidPathException e) {
            return null; // a name no file can have (a NUL byte): not found
        }
    }

    private Found search(String name, boolean quoted, Path currentDir, int after) {
        Path p = Path.of(name);
        if (p.isAbsolute()) {
            return Files.isRegularFile(p) ? new Found(p, -1, false) : null;
        }
        if (quoted && after < 0) {
            if (currentDir != null && Files.isRegularFile(currentDir.resolve(name))) {
                return new Found(currentDir.resolve(name), -1, false);
            }
            for (Path d : quoteDirs) {
                if (Files.isRegularFile(d.resolve(name))) {
                    return new Found(d.resolve(name), -1, false);
                }
            }
        }
        for (int i = Math.max(0, after + 1); i < chain.size(); i++) {
            Path c = chain.get(i).resolve(name);
            if (Files.isRegularFile(c)) {
                return new Found(c, i, i >= firstSystem);
            }
        }
        return null;
    }

    /** The folders searched, for the "file not found" message. */
    public List<Path> chain() {
        return chain;
    }
}
