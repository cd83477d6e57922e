package dev.hicuda.frontend.preprocessor;

import dev.hicuda.frontend.preprocessor.PpToken.Kind;
import dev.hicuda.ir.source.SourceFile;

/**
 * Splits a file into preprocessing tokens (C99 5.1.1.2 phases 1-3, 6.4): line splices
 * ({@code \} before a newline, also with blanks between them as gcc allows) are removed first,
 * comments become white space, and every token knows whether white space precedes it and whether
 * it starts a line.  Newlines are tokens, because directives end at them.
 *
 * <p>Text that is no valid token (an unmatched quote, {@code @}) becomes an {@code OTHER} token, so
 * that skipped groups ({@code #if 0}) may contain anything; whether it is an error is decided by
 * whoever uses the token.
 */
public final class PpLexer {
    private static final String[] PUNCTS = {
        "%:%:", "...", "<<=", ">>=",
        "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "*=", "/=", "%=", "+=", "-=", "&=",
        "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:",
        "[", "]", "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|", "?",
        ":", ";", "=", ",", "#"
    };

    private final SourceFile file;
    private final char[] buf;
    /** Physical offset of each logical character, and of the end. */
    private final int[] phys;
    private int pos;
    private boolean atLineStart = true;
    private boolean unterminatedComment;

    public PpLexer(SourceFile file) {
        this(file, 0, file.text().length());
    }

    /** Lexes only the text of {@code file} from offset {@code from} to {@code to}; offsets stay the file's. */
    public PpLexer(SourceFile file, int from, int to) {
        this.file = file;
        String text = file.text();
        int n = to;
        StringBuilder sb = new StringBuilder(n - from);
        int[] map = new int[n - from + 1];
        int out = 0;
        for (int i = from; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                int j = i + 1;
                while (j < n && (text.charAt(j) == ' ' || text.charAt(j) == '\t')) {
                    j++;
                }
                if (j < n && (text.charAt(j) == '\n' || text.charAt(j) == '\r')) {
                    if (text.charAt(j) == '\r' && j + 1 < n && text.charAt(j + 1) == '\n') {
                        j++;
                    }
                    i = j;
                    continue;
                }
            }
            sb.append(c);
            map[out++] = i;
        }
        map[out] = n;
        this.buf = sb.toString().toCharArray();
        this.phys = map;
    }

    public SourceFile file() {
        return file;
    }

    private int physical(int logical) {
        return phys[logical];
    }

    private int physicalEnd(int logicalEnd) {
        if (logicalEnd == 0) {
            return 0;
        }
        return physical(logicalEnd - 1) + 1;
    }

    /** Whether a block comment reached the end of the file unterminated (reported by the caller). */
    public boolean sawUnterminatedComment() {
        return unterminatedComment;
    }

    private char at(int i) {
        return i < buf.length ? buf[i] : '\0';
    }

    /** The next token; newlines are {@code NEWLINE} tokens, the end of the file is {@code EOF}. */
    public PpToken next() {
        boolean space = skipBlanksAndComments();
        int start = pos;
        if (pos >= buf.length) {
            boolean ls = atLineStart;
            int at = phys[buf.length];
            return PpToken.read(Kind.EOF, "", file, at, at, space, ls);
        }
        char c = buf[pos];
        if (c == '\n' || c == '\r') {
            pos += (c == '\r' && at(pos + 1) == '\n') ? 2 : 1;
            PpToken t = PpToken.read(Kind.NEWLINE, "\n", file, physical(start), physicalEnd(pos), space, atLineStart);
            atLineStart = true;
            return t;
        }
        boolean ls = atLineStart;
        atLineStart = false;
        Kind kind;
        if (isIdentStart(c)) {
            if ((c == 'L' || c == 'U' || c == 'u') && (at(pos + 1) == '"' || at(pos + 1) == '\'')) {
                pos++;
                kind = quoted(buf[pos]);
            } else if (c == 'u' && at(pos + 1) == '8' && (at(pos + 2) == '"' || at(pos + 2) == '\'')) {
                pos += 2;
                kind = quoted(buf[pos]);
            } else {
                pos++;
                while (pos < buf.length && isIdentPart(buf[pos])) {
                    pos++;
                }
                kind = Kind.IDENT;
            }
        } else if (isDigit(c) || (c == '.' && isDigit(at(pos + 1)))) {
            pos++;
            while (pos < buf.length) {
                char d = buf[pos];
                if ((d == '+' || d == '-') && "eEpP".indexOf(buf[pos - 1]) >= 0) {
                    pos++;
                } else if (isIdentPart(d) || d == '.') {
                    pos++;
                } else {
                    break;
                }
            }
            kind = Kind.NUMBER;
        } else if (c == '"' || c == '\'') {
            kind = quoted(c);
        } else {
            kind = Kind.OTHER;
            for (String p : PUNCTS) {
                if (matches(p)) {
                    pos += p.length();
                    kind = Kind.PUNCT;
                    break;
                }
            }
            if (kind == Kind.OTHER) {
                pos += Character.charCount(Character.codePointAt(buf, pos));
            }
        }
        String text = new String(buf, start, pos - start);
        return PpToken.read(kind, text, file, physical(start), physicalEnd(pos), space, ls);
    }

    /**
     * After {@code #include}: reads {@code <…>} as one header-name token if the line continues
     * with one; otherwise returns null and reads nothing.
     */
    public PpToken headerName() {
        int save = pos;
        boolean space = skipBlanksAndComments();
        if (at(pos) != '<') {
            pos = save;
            return null;
        }
        int start = pos;
        int i = pos + 1;
        while (i < buf.length && buf[i] != '>' && buf[i] != '\n' && buf[i] != '\r') {
            i++;
        }
        if (at(i) != '>') {
            pos = save;
            return null;
        }
        pos = i + 1;
        atLineStart = false;
        return PpToken.read(Kind.HEADER_NAME, new String(buf, start, pos - start), file, physical(start),
                physicalEnd(pos), space, false);
    }

    /** Skips to the end of the current line (the newline is not consumed); returns the text skipped. */
    public String restOfLine() {
        int start = pos;
        while (pos < buf.length && buf[pos] != '\n' && buf[pos] != '\r') {
            if (buf[pos] == '/' && at(pos + 1) == '*') {
                int e = indexOf("*/", pos + 2);
                pos = e < 0 ? buf.length : e + 2;
            } else {
                pos++;
            }
        }
        return new String(buf, start, pos - start);
    }

    /** Physical offset where the next character will be read. */
    public int physicalPosition() {
        return phys[Math.min(pos, buf.length)];
    }

    private Kind quoted(char q) {
        int i = pos + 1;
        while (i < buf.length && buf[i] != q && buf[i] != '\n' && buf[i] != '\r') {
            i += buf[i] == '\\' && i + 1 < buf.length && buf[i + 1] != '\n' && buf[i + 1] != '\r' ? 2 : 1;
        }
        if (at(i) == q) {
            pos = i + 1;
            return q == '"' ? Kind.STRING : Kind.CHAR;
        }
        // An unmatched quote is one OTHER token (gcc: "missing terminating ' character").
        pos = pos + 1;
        return Kind.OTHER;
    }

    private boolean matches(String p) {
        if (pos + p.length() > buf.length) {
            return false;
        }
        for (int i = 0; i < p.length(); i++) {
            if (buf[pos + i] != p.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    private int indexOf(String s, int from) {
        outer:
        for (int i = from; i + s.length() <= buf.length; i++) {
            for (int k = 0; k < s.length(); k++) {
                if (buf[i + k] != s.charAt(k)) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /** Skips blanks and comments on the current line (a block comment may span lines); true if any. */
    private boolean skipBlanksAndComments() {
        boolean any = false;
        while (pos < buf.length) {
            char c = buf[pos];
            if (c == ' ' || c == '\t' || c == '\f' || c == '\u000B') {
                pos++;
                any = true;
            } else if (c == '/' && at(pos + 1) == '*') {
                int e = indexOf("*/", pos + 2);
                if (e < 0) {
                    unterminatedComment = true;
                    pos = buf.length;
                } else {
                    pos = e + 2;
                }
                any = true;
            } else if (c == '/' && at(pos + 1) == '/') {
                while (pos < buf.length && buf[pos] != '\n' && buf[pos] != '\r') {
                    pos++;
                }
                any = true;
            } else {
                break;
            }
        }
        return any;
    }

    static boolean isIdentStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' || c >= 0x80;
    }

    static boolean isIdentPart(char c) {
        return isIdentStart(c) || isDigit(c);
    }

    static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    /**
     * Lexes a piece of text made by pasting or stringizing; returns the single token it forms, or
     * null when it is not exactly one preprocessing token.
     */
    static PpToken single(String text, PpToken like) {
        SourceFile scratch = SourceFile.builtin("<scratch>", text);
        PpLexer lx = new PpLexer(scratch);
        PpToken t = lx.next();
        if (t.kind() == Kind.EOF || t.spaceBefore()) {
            return null;
        }
        PpToken after = lx.next();
        if (after.kind() != Kind.EOF || after.spaceBefore()) {
            return null;
        }
        return new PpToken(t.kind(), t.text(), like.file(), like.offset(), like.end(), like.spaceBefore(), false,
                like.origin(), like.hideset(), false);
    }
}
