package dev.hicuda.frontend.preprocessor;

import dev.hicuda.ir.source.SourceFile;

/**
 * A preprocessing token (C99 6.4), as the lexer reads it from a file or as macro expansion makes
 * it.  Besides its kind and spelling it records where its characters are written ({@link #file()},
 * {@link #offset()}, {@link #end()}: for a token of a macro body, in the {@code #define} line), the
 * outermost macro invocation that produced it ({@link #origin()}, null for a token read straight
 * from a file), and the macros that must not expand it again ({@link #hideset()}).
 *
 * <p>Tokens are immutable; the {@code with…} methods return changed copies.
 */
public final class PpToken {
    /** The kinds of preprocessing tokens, plus the markers the preprocessor needs. */
    public enum Kind {
        IDENT, NUMBER, CHAR, STRING, PUNCT,
        /** A character that is no other token ({@code @}, a stray {@code \}, an unmatched quote). */
        OTHER,
        /** The end of a line (seen only by directive processing). */
        NEWLINE,
        /** The end of a file or of a token list. */
        EOF,
        /** {@code <stdio.h>} after {@code #include}. */
        HEADER_NAME,
        /** A whole {@code #pragma} line (or {@code _Pragma} operator) that the parser must see. */
        PRAGMA,
        /** The empty result of pasting or of an empty macro argument (6.10.3.3). */
        PLACEMARKER
    }

    private final Kind kind;
    private final String text;
    private final SourceFile file;
    private final int offset;
    private final int end;
    private final boolean spaceBefore;
    private final boolean lineStart;
    private final Expansion origin;
    private final Hideset hideset;
    private final boolean noExpand;

    PpToken(Kind kind, String text, SourceFile file, int offset, int end, boolean spaceBefore, boolean lineStart,
            Expansion origin, Hideset hideset, boolean noExpand) {
        this.kind = kind;
        this.text = text;
        this.file = file;
        this.offset = offset;
        this.end = end;
        this.spaceBefore = spaceBefore;
        this.lineStart = lineStart;
        this.origin = origin;
        this.hideset = hideset;
        this.noExpand = noExpand;
    }

    static PpToken read(Kind kind, String text, SourceFile file, int offset, int end, boolean spaceBefore,
                        boolean lineStart) {
        return new PpToken(kind, text, file, offset, end, spaceBefore, lineStart, null, Hideset.EMPTY, false);
    }

    public Kind kind() {
        return kind;
    }

    public String text() {
        return text;
    }

    /** The file the characters of this token are written in. */
    public SourceFile file() {
        return file;
    }

    public int offset() {
        return offset;
    }

    public int end() {
        return end;
    }

    public boolean spaceBefore() {
        return spaceBefore;
    }

    /** Whether the token is the first of its line in the file (only for tokens read from a file). */
    public boolean lineStart() {
        return lineStart;
    }

    /** The outermost macro invocation that produced this token; null when it was read from a file. */
    public Expansion origin() {
        return origin == null ? null : origin.root();
    }

    public Hideset hideset() {
        return hideset;
    }

    /** An identifier that must never be expanded (C99 6.10.3.4p2: it was "painted blue"). */
    public boolean noExpand() {
        return noExpand;
    }

    public boolean is(String punct) {
        return (kind == Kind.PUNCT || kind == Kind.IDENT) && text.equals(punct);
    }

    public boolean isPunct(String punct) {
        return kind == Kind.PUNCT && canonicalPunct().equals(punct);
    }

    public boolean isEof() {
        return kind == Kind.EOF;
    }

    /** The punctuator a digraph stands for ({@code <:} is {@code [}); other tokens unchanged. */
    public String canonicalPunct() {
        if (kind != Kind.PUNCT) {
            return text;
        }
        return switch (text) {
            case "<:" -> "[";
            case ":>" -> "]";
            case "<%" -> "{";
            case "%>" -> "}";
            case "%:" -> "#";
            case "%:%:" -> "##";
            default -> text;
        };
    }

    /** Where the user sees this token: its own place when read from a file, else the macro invocation. */
    public SourceFile userFile() {
        Expansion o = origin();
        return o == null ? file : o.file();
    }

    public int userStart() {
        Expansion o = origin();
        return o == null ? offset : o.start();
    }

    public int userEnd() {
        Expansion o = origin();
        return o == null ? end : o.end();
    }

    PpToken withSpace(boolean space) {
        return space == spaceBefore ? this
                : new PpToken(kind, text, file, offset, end, space, lineStart, origin, hideset, noExpand);
    }

    PpToken withOrigin(Expansion o) {
        return new PpToken(kind, text, file, offset, end, spaceBefore, false, o, hideset, noExpand);
    }

    PpToken withHideset(Hideset hs) {
        return new PpToken(kind, text, file, offset, end, spaceBefore, lineStart, origin, hs, noExpand);
    }

    PpToken withOriginAndHideset(Expansion o, Hideset hs) {
        return new PpToken(kind, text, file, offset, end, spaceBefore, false, o, hs, noExpand);
    }

    PpToken paintedBlue() {
        return new PpToken(kind, text, file, offset, end, spaceBefore, lineStart, origin, hideset, true);
    }

    /** A token standing for the text from this one's start to {@code newEnd} of the same file. */
    PpToken spanning(Kind k, String t, int newEnd) {
        return new PpToken(k, t, file, offset, newEnd, spaceBefore, lineStart, origin, hideset, noExpand);
    }

    PpToken withKindAndText(Kind k, String t) {
        return new PpToken(k, t, file, offset, end, spaceBefore, lineStart, origin, hideset, noExpand);
    }

    @Override
    public String toString() {
        return kind == Kind.NEWLINE ? "\\n" : text;
    }
}
