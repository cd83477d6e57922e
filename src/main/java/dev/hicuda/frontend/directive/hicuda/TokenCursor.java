package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.c.DirectiveSupport;
import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import org.antlr.v4.runtime.Token;

import java.util.List;

/**
 * A cursor over the tokens of one pragma line, shared by the parsers of its parts, and the way
 * they report an error: {@link #error} reports it at the exact position of a token (or just
 * after the last one) and returns an {@link Abandon} to throw, which ends the directive.
 */
final class TokenCursor {
    /** Thrown to abandon a directive after its (one) error was reported. */
    static final class Abandon extends RuntimeException {
        Abandon() {
            super(null, null, false, false);
        }
    }

    private final String file;
    private final Reporter reporter;
    private final List<Token> toks;
    private final SourcePos endPos;
    private final DirectiveSupport support;
    private int p;

    /**
     * A cursor at the first of {@code toks}; {@code endPos} stands for the end of an empty line;
     * {@code support} (may be null) expands the macros of the directive's expressions.
     */
    TokenCursor(String file, Reporter reporter, List<Token> toks, SourcePos endPos, DirectiveSupport support) {
        this.file = file;
        this.reporter = reporter;
        this.toks = toks;
        this.support = support;
        this.endPos = toks.isEmpty() ? endPos : endOf(toks.get(toks.size() - 1));
    }

    /** The C front end's help for this pragma, or null for a pragma parsed from text alone. */
    DirectiveSupport support() {
        return support;
    }

    String file() {
        return file;
    }

    Reporter reporter() {
        return reporter;
    }

    // ------------------------------------------------------------------ position

    /** The current token, or null at the end of the directive. */
    Token cur() {
        return p < toks.size() ? toks.get(p) : null;
    }

    /** The text of the current token, "" at the end. */
    String curText() {
        Token t = cur();
        return t == null ? "" : t.getText();
    }

    void advance() {
        p++;
    }

    /** Index of the current token. */
    int index() {
        return p;
    }

    void seek(int index) {
        p = index;
    }

    int size() {
        return toks.size();
    }

    /** The token at {@code index}, or null past the end. */
    Token at(int index) {
        return index < toks.size() ? toks.get(index) : null;
    }

    List<Token> range(int from, int to) {
        return toks.subList(from, to);
    }

    // ------------------------------------------------------------------ matching

    /** Steps over the current token if its text is {@code s}. */
    boolean accept(String s) {
        if (curText().equals(s)) {
            p++;
            return true;
        }
        return false;
    }

    /** Steps over {@code s}, or reports "expected 's' what". */
    Token expect(String s, String what) {
        Token t = cur();
        if (t == null || !t.getText().equals(s)) {
            throw error(t, "expected '" + s + "' " + what + found(t));
        }
        p++;
        return t;
    }

    static boolean isName(Token t) {
        return t != null && (t.getType() == CLexer.Identifier || t.getType() == CParser.TypedefName);
    }

    /** Steps over an identifier, or reports "expected what". */
    Token name(String what) {
        Token t = cur();
        if (!isName(t)) {
            throw error(t, "expected " + what + found(t));
        }
        p++;
        return t;
    }

    // ------------------------------------------------------------------ errors

    /** Where {@code t} starts; just after the last token for null. */
    SourcePos posOf(Token t) {
        return t == null ? endPos : new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1);
    }

    /** Reports {@code message} at {@code t} (null: the end of the directive); throw the result. */
    Abandon error(Token t, String message) {
        return error(posOf(t), message);
    }

    /** Reports {@code message} just after the last token; throw the result. */
    Abandon errorAtEnd(String message) {
        return error(endPos, message);
    }

    /** Reports {@code message} at {@code at}; throw the result. */
    Abandon error(SourcePos at, String message) {
        reporter.error(at, message);
        return new Abandon();
    }

    /** {@code ", found 'T'"} for a token, {@code " at the end of the directive"} for null. */
    static String found(Token t) {
        return t == null ? " at the end of the directive" : ", found '" + t.getText() + "'";
    }

    private SourcePos endOf(Token t) {
        return new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1 + t.getText().length());
    }
}
