package dev.hicuda.frontend.directive;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.c.DirectiveSupport;
import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.ir.directive.Directive;
import org.antlr.v4.runtime.Token;

import java.util.List;
import java.util.Set;

/**
 * A cursor over the tokens of one pragma line, shared by the directive dialects' parsers, and the way
 * they report an error: {@link #error} reports it at the exact position of a token (or just
 * after the last one) and returns an {@link Abandon} to throw, which ends the directive.
 */
public final class TokenCursor {
    /** Thrown to abandon a directive after its (one) error was reported. */
    public static final class Abandon extends RuntimeException {
        public Abandon() {
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
    public TokenCursor(String file, Reporter reporter, List<Token> toks, SourcePos endPos, DirectiveSupport support) {
        this.file = file;
        this.reporter = reporter;
        this.toks = toks;
        this.support = support;
        this.endPos = toks.isEmpty() ? endPos : endOf(toks.get(toks.size() - 1));
    }

    /**
     * A cursor over the body of {@code pragma} (the tokens after its dialect word): the C front
     * end's tokens when it offers them, else the body lexed from its text ({@code typeNames} are
     * the typedef names the lexer must know).
     */
    public static TokenCursor of(PragmaLine pragma, String file, Reporter reporter, Set<String> typeNames) {
        int line = pragma.bodyLine();
        int col = pragma.bodyColumn();
        List<Token> toks = pragma.support() != null ? pragma.support().bodyTokens()
                : PragmaLexer.lex(pragma.body(), line, col, typeNames);
        return new TokenCursor(file, reporter, toks, new SourcePos(file, line, col + 1), pragma.support());
    }

    /**
     * Parses the whole line with {@code directive}: what follows the end of the directive is an
     * error ({@code unexpected 'x' after the end of the 'PREFIXkeyword' directive}); null after the
     * one error reported.
     */
    public Directive whole(java.util.function.Function<TokenCursor, Directive> directive, String prefix) {
        try {
            Directive d = directive.apply(this);
            if (cur() != null) {
                throw error(cur(), "unexpected '" + curText() + "' after the end of the '" + prefix + d.keyword() + "' directive");
            }
            return d;
        } catch (Abandon b) {
            return null;
        }
    }

    /** The C front end's help for this pragma, or null for a pragma parsed from text alone. */
    public DirectiveSupport support() {
        return support;
    }

    public String file() {
        return file;
    }

    public Reporter reporter() {
        return reporter;
    }

    // ------------------------------------------------------------------ position

    /** The current token, or null at the end of the directive. */
    public Token cur() {
        return p < toks.size() ? toks.get(p) : null;
    }

    /** The text of the current token, "" at the end. */
    public String curText() {
        Token t = cur();
        return t == null ? "" : t.getText();
    }

    public void advance() {
        p++;
    }

    /** Index of the current token. */
    public int index() {
        return p;
    }

    public void seek(int index) {
        p = index;
    }

    public int size() {
        return toks.size();
    }

    /** The token at {@code index}, or null past the end. */
    public Token at(int index) {
        return index < toks.size() ? toks.get(index) : null;
    }

    public List<Token> range(int from, int to) {
        return toks.subList(from, to);
    }

    // ------------------------------------------------------------------ matching

    /** Steps over the current token if its text is {@code s}. */
    public boolean accept(String s) {
        if (curText().equals(s)) {
            p++;
            return true;
        }
        return false;
    }

    /** Steps over {@code s}, or reports "expected 's' what". */
    public Token expect(String s, String what) {
        Token t = cur();
        if (t == null || !t.getText().equals(s)) {
            throw error(t, "expected '" + s + "' " + what + found(t));
        }
        p++;
        return t;
    }

    public static boolean isName(Token t) {
        return t != null && (t.getType() == CLexer.Identifier || t.getType() == CParser.TypedefName);
    }

    /** Steps over an identifier, or reports "expected what". */
    public Token name(String what) {
        Token t = cur();
        if (!isName(t)) {
            throw error(t, "expected " + what + found(t));
        }
        p++;
        return t;
    }

    // ------------------------------------------------------------------ errors

    /** Where {@code t} starts; just after the last token for null. */
    public SourcePos posOf(Token t) {
        return t == null ? endPos : new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1);
    }

    /** Reports {@code message} at {@code t} (null: the end of the directive); throw the result. */
    public Abandon error(Token t, String message) {
        return error(posOf(t), message);
    }

    /** Reports {@code message} just after the last token; throw the result. */
    public Abandon errorAtEnd(String message) {
        return error(endPos, message);
    }

    /** Reports {@code message} at {@code at}; throw the result. */
    public Abandon error(SourcePos at, String message) {
        reporter.error(at, message);
        return new Abandon();
    }

    /** {@code ", found 'T'"} for a token, {@code " at the end of the directive"} for null. */
    public static String found(Token t) {
        return t == null ? " at the end of the directive" : ", found '" + t.getText() + "'";
    }

    private SourcePos endOf(Token t) {
        return new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1 + t.getText().length());
    }
}
