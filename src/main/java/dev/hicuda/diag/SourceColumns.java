package dev.hicuda.diag;

import java.nio.charset.StandardCharsets;

/**
 * Columns of a source line as gcc counts them: a {@link SourcePos} column is 1 + the number of
 * characters before it; the display column expands tabs to the next multiple of 8 (gcc's default
 * -ftabstop); the byte column counts UTF-8 bytes.
 */
final class SourceColumns {
    static final int TAB_STOP = 8;

    private SourceColumns() {
    }

    static int display(String line, int column) {
        int d = 0;
        for (int i = 0; i < column - 1 && i < line.length(); i++) {
            d = line.charAt(i) == '\t' ? (d / TAB_STOP + 1) * TAB_STOP : d + 1;
        }
        return d + 1 + Math.max(0, column - 1 - line.length());
    }

    static int bytes(String line, int column) {
        int n = Math.min(Math.max(0, column - 1), line.length());
        return line.substring(0, n).getBytes(StandardCharsets.UTF_8).length + 1 + Math.max(0, column - 1 - line.length());
    }

    /** The index just past the C identifier that starts at {@code start}, or {@code start} when none does. */
    static int identifierEnd(String line, int start) {
        if (line == null || start < 0 || start >= line.length() || !isIdentifierStart(line.charAt(start))) {
            return Math.max(start, 0);
        }
        int end = start + 1;
        while (end < line.length() && (isIdentifierStart(line.charAt(end)) || Character.isDigit(line.charAt(end)))) {
            end++;
        }
        return end;
    }

    private static boolean isIdentifierStart(char c) {
        return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }
}
