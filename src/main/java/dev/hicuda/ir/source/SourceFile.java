package dev.hicuda.ir.source;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * A file the preprocessor read: its name as diagnostics show it, its text, and whether it is the
 * file being translated, a header of the user's or a system header.  Offsets into {@link #text()}
 * are what tokens and IR nodes refer to; {@link #line(int)} and {@link #column(int)} turn them into
 * 1-based positions.
 */
public final class SourceFile {
    /** Where a file comes from, which decides whether hicuda prints it. */
    public enum Kind {
        /** A file given on the command line: printed back, translated. */
        MAIN,
        /** A header found through {@code #include "…"} or {@code -I}: read, not printed. */
        USER_HEADER,
        /** A header of the C library or the compiler: read, not printed. */
        SYSTEM_HEADER,
        /** Text that no file holds: command-line macros, built-in definitions, pasted tokens. */
        BUILTIN
    }

    private final String name;
    private final Path path;
    private final String text;
    private final Kind kind;
    private final int[] lineStarts;

    public SourceFile(String name, Path path, String text, Kind kind) {
        this.name = name;
        this.path = path;
        this.text = text;
        this.kind = kind;
        this.lineStarts = computeLineStarts(text);
    }

    /** A file with no path for text made by the compiler itself. */
    public static SourceFile builtin(String name, String text) {
        return new SourceFile(name, null, text, Kind.BUILTIN);
    }

    private static int[] computeLineStarts(String text) {
        int[] starts = new int[16];
        int n = 0;
        starts[n++] = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                if (n == starts.length) {
                    starts = Arrays.copyOf(starts, n * 2);
                }
                starts[n++] = i + 1;
            }
        }
        return Arrays.copyOf(starts, n);
    }

    public String name() {
        return name;
    }

    public Path path() {
        return path;
    }

    public String text() {
        return text;
    }

    public Kind kind() {
        return kind;
    }

    public boolean isMain() {
        return kind == Kind.MAIN;
    }

    /** 1-based line of an offset. */
    public int line(int offset) {
        int i = Arrays.binarySearch(lineStarts, offset);
        return i >= 0 ? i + 1 : -i - 1;
    }

    /** 1-based column of an offset (a tab counts as one column, as in the source line printed under it). */
    public int column(int offset) {
        return offset - lineStarts[line(offset) - 1] + 1;
    }

    /** Offset at which a 1-based line starts. */
    public int lineStart(int line) {
        return lineStarts[Math.max(0, Math.min(line, lineStarts.length) - 1)];
    }

    public int lineCount() {
        return lineStarts.length;
    }

    public String slice(int start, int end) {
        return text.substring(start, end);
    }

    @Override
    public String toString() {
        return name;
    }
}
