package dev.hicuda.ir;

/**
 * Text between syntax nodes that the printer must keep: comments, preprocessor lines,
 * inactive conditional-compilation text, and blank lines.
 */
public record Trivia(Kind kind, String text) {
    public enum Kind {
        /** A comment on a line of its own (block comments may span lines). */
        COMMENT,
        /** A preprocessor line, or a region of text in an inactive #if branch: printed at column 0 as is. */
        PREPROCESSOR,
        /** One empty line. */
        BLANK_LINE
    }

    public static Trivia blank() {
        return new Trivia(Kind.BLANK_LINE, "");
    }
}
