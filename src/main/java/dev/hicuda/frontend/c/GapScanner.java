package dev.hicuda.frontend.c;

import dev.hicuda.ir.source.SourceFile;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits the text of the main file between two code tokens (which the parser never sees) into
 * the pieces the printer keeps: comments, preprocessor directive lines, and other text (lines of
 * an inactive {@code #if} group, or a macro invocation that expanded to nothing), each with its
 * offsets in the file.  White space is dropped; the layout is recovered from line numbers.
 */
final class GapScanner {
    /** One piece of a gap: its channel ({@link Channels}) and its range in the file. */
    record Piece(int channel, int start, int end) {
    }

    private GapScanner() {
    }

    static List<Piece> scan(SourceFile f, int from, int to) {
        String s = f.text();
        List<Piece> out = new ArrayList<>();
        int i = from;
        while (i < to) {
            char c = s.charAt(i);
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B') {
                i++;
            } else if (c == '\\' && lineBreakAfterBackslash(s, i, to) > 0) {
                i = lineBreakAfterBackslash(s, i, to);
            } else if (s.startsWith("/*", i)) {
                int e = s.indexOf("*/", i + 2);
                int end = e < 0 || e + 2 > to ? to : e + 2;
                out.add(new Piece(Channels.COMMENTS, i, end));
                i = end;
            } else if (s.startsWith("//", i)) {
                int end = lineEnd(s, i, to, false);
                out.add(new Piece(Channels.COMMENTS, i, end));
                i = end;
            } else if (c == '#' && onlyBlanksBefore(s, i)) {
                int end = lineEnd(s, i, to, true);
                out.add(new Piece(Channels.PREPROC, i, end));
                i = end;
            } else {
                int end = otherEnd(s, i, to);
                out.add(new Piece(Channels.INACTIVE, i, end));
                i = end;
            }
        }
        return out;
    }

    private static int lineBreakAfterBackslash(String s, int i, int to) {
        int j = i + 1;
        if (j < to && s.charAt(j) == '\r') {
            j++;
        }
        return j < to && s.charAt(j) == '\n' ? j + 1 : (j > i + 1 ? j : -1);
    }

    private static boolean onlyBlanksBefore(String s, int i) {
        for (int k = i - 1; k >= 0; k--) {
            char c = s.charAt(k);
            if (c == '\n' || c == '\r') {
                return true;
            }
            if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }

    /**
     * The end of a line (before its newline), following backslash-newline continuations; in a
     * directive, block comments that run over lines continue it.
     */
    private static int lineEnd(String s, int i, int to, boolean directive) {
        int k = i;
        while (k < to) {
            char c = s.charAt(k);
            if (c == '\n' || c == '\r') {
                if (k > i && s.charAt(k - 1) == '\\' || (c == '\n' && k > i + 1 && s.charAt(k - 1) == '\r' && s.charAt(k - 2) == '\\')) {
                    k++;
                    continue;
                }
                return k;
            }
            if (directive && s.startsWith("/*", k)) {
                int e = s.indexOf("*/", k + 2);
                k = e < 0 || e + 2 > to ? to : e + 2;
                continue;
            }
            if (directive && (c == '"' || c == '\'')) {
                k = skipQuoted(s, k, to);
                continue;
            }
            k++;
        }
        return to;
    }

    private static int skipQuoted(String s, int k, int to) {
        char q = s.charAt(k);
        int j = k + 1;
        while (j < to && s.charAt(j) != q && s.charAt(j) != '\n') {
            j += s.charAt(j) == '\\' ? 2 : 1;
        }
        return Math.min(to, j + 1);
    }

    /** Other text runs to the end of its line or to a comment. */
    private static int otherEnd(String s, int i, int to) {
        int k = i;
        while (k < to) {
            char c = s.charAt(k);
            if (c == '\n' || c == '\r' || s.startsWith("/*", k) || s.startsWith("//", k)) {
                break;
            }
            if (c == '"' || c == '\'') {
                k = skipQuoted(s, k, to);
                continue;
            }
            k++;
        }
        int e = k;
        while (e > i && (s.charAt(e - 1) == ' ' || s.charAt(e - 1) == '\t')) {
            e--;
        }
        return e;
    }
}
