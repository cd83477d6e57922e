package dev.hicuda.ir.print;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.stmt.DirectiveStmt;

/**
 * Decides where the printer reuses the user's text: a node with original text whose canonical
 * rendering still equals its fingerprint (no pass changed it) is printed as written; and
 * re-bases the indentation of such multi-line text from the column it was written at to the
 * depth it is printed at.  Regenerated text is only indented.
 */
final class OriginalTextReuse {
    private final boolean enabled;
    private CPrinter canonical;

    /** @param enabled false for the canonical printer, which never reuses original text */
    OriginalTextReuse(boolean enabled) {
        this.enabled = enabled;
    }

    /**
     * The node's original text if it is unchanged (and originals are in use), else
     * {@code generated}.  Whether it changed is decided on its canonical rendering (no original
     * text inside), which is what its fingerprint was taken from.
     */
    String choose(Node n, String generated) {
        if (enabled && n.originalText() != null && n.fingerprint() != null && n.fingerprint().equals(canonicalText(n))) {
            return n.originalText();
        }
        return generated;
    }

    private String canonicalText(Node n) {
        if (canonical == null) {
            canonical = CPrinter.canonical();
        }
        return canonical.leafText(n);
    }

    /**
     * An expression as the user wrote it when no pass changed it, else {@code generated}.  Only
     * text written on one line is reused: an expression is printed inside a regenerated
     * statement, where continuation lines at their old columns would be misaligned (and a
     * preprocessor line between operands could not stand); its sub-expressions are still
     * printed as written.
     */
    String expression(Node n, String generated) {
        String text = choose(n, generated);
        return text != generated && text.indexOf('\n') >= 0 ? generated : text;
    }

    /**
     * A statement or declaration without sub-statements, as the (possibly multi-line) text to
     * print at indentation {@code prefix}: its chosen text with the continuation lines shifted,
     * and its trailing comment.
     */
    String leaf(Node n, String canonical, String prefix) {
        String text = choose(n, canonical);
        boolean original = text != canonical || (n.originalText() != null && text.equals(n.originalText()));
        if (n instanceof DirectiveStmt && n.originalColumn() == 0 && original) {
            prefix = "";
        }
        String[] lines = text.split("\n", -1);
        StringBuilder sb = new StringBuilder(prefix).append(lines[0]);
        int delta = original ? prefix.length() - n.originalColumn() : prefix.length();
        for (int i = 1; i < lines.length; i++) {
            sb.append('\n').append(shift(lines[i], delta, original));
        }
        if (n.trailingComment() != null) {
            sb.append(' ').append(n.trailingComment());
        }
        return sb.toString();
    }

    /**
     * The lines of a statement header ({@code owner}'s, if any) printed at indentation
     * {@code prefix}: the first line after the prefix, the others moved by as many columns as the
     * owner moved from where it was written.
     */
    String[] header(String[] lines, String prefix, Node owner) {
        int delta = owner != null && owner.originalText() != null ? prefix.length() - owner.originalColumn() : 0;
        String[] out = new String[lines.length];
        for (int i = 0; i < lines.length; i++) {
            out[i] = i == 0 ? prefix + lines[0] : shift(lines[i], delta, true);
        }
        return out;
    }

    /**
     * Moves a continuation line by {@code delta} columns: regenerated text is only indented;
     * original text keeps preprocessor lines at column 0 and loses at most {@code -delta} blanks.
     */
    private static String shift(String l, int delta, boolean original) {
        if (!original) {
            return " ".repeat(Math.max(0, delta)) + l;
        }
        if (l.startsWith("#")) {
            return l;
        }
        if (delta >= 0) {
            return l.isEmpty() ? l : " ".repeat(delta) + l;
        }
        int k = 0;
        while (k < -delta && k < l.length() && (l.charAt(k) == ' ' || l.charAt(k) == '\t')) {
            k++;
        }
        return l.substring(k);
    }
}
