package dev.hicuda.ir.print;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.Trivia;

import java.util.List;
import java.util.function.Consumer;

/**
 * The printer's output: lines of text, the indentation unit, the trivia between statements
 * (comments at the current depth, preprocessor lines at column 0, blank lines), and the
 * trailing and end comments after a line.
 */
final class CodeWriter {
    private String unit = "    ";
    private StringBuilder out = new StringBuilder();

    String indentUnit() {
        return unit;
    }

    void setIndentUnit(String u) {
        unit = u;
    }

    /** The indentation of {@code depth} levels (none for a negative depth). */
    String ind(int depth) {
        return unit.repeat(Math.max(0, depth));
    }

    /** Starts a new, empty output. */
    void reset() {
        out = new StringBuilder();
        counted = null;
    }

    String text() {
        return out.toString();
    }

    /** How many lines are complete in the output (the number, from 0, of the line written next). */
    int lineCount() {
        if (counted != out || countedLength > out.length()) {
            counted = out;
            countedLength = 0;
            countedLines = 0;
        }
        for (; countedLength < out.length(); countedLength++) {
            if (out.charAt(countedLength) == '\n') {
                countedLines++;
            }
        }
        return countedLines;
    }

    private StringBuilder counted;
    private int countedLength;
    private int countedLines;

    void line(String s) {
        out.append(s).append('\n');
    }

    /** Appends {@code s} to the last line written (before its newline). */
    void appendToLastLine(String s) {
        if (out.length() > 0 && out.charAt(out.length() - 1) == '\n') {
            out.setLength(out.length() - 1);
        }
        out.append(s).append('\n');
    }

    void append(String s) {
        out.append(s);
    }

    /** A position in the output, for {@link #cutFrom}. */
    int mark() {
        return out.length();
    }

    /** Removes and returns what was written since {@code mark}. */
    String cutFrom(int mark) {
        String added = out.substring(mark);
        out.setLength(mark);
        counted = null;
        return added;
    }

    /** What {@code printing} writes, captured apart from the output (which it leaves as it was). */
    String capture(Consumer<CodeWriter> printing) {
        StringBuilder saved = out;
        out = new StringBuilder();
        try {
            printing.accept(this);
            return out.toString();
        } finally {
            out = saved;
        }
    }

    void trivia(List<Trivia> ts, int depth) {
        for (Trivia t : ts) {
            switch (t.kind()) {
                case BLANK_LINE -> line("");
                case PREPROCESSOR -> line(t.text());
                case COMMENT -> line(ind(depth) + t.text());
            }
        }
    }

    /** The node's trailing comment with the space before it, or nothing. */
    static String trailing(Node n) {
        return n.trailingComment() == null ? "" : " " + n.trailingComment();
    }

    /** The node's end comment (after a closing brace) with the space before it, or nothing. */
    static String end(Node n) {
        return n.endComment() == null ? "" : " " + n.endComment();
    }
}
