package dev.hicuda.frontend.directive;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.frontend.c.AstBuilder;
import dev.hicuda.ir.expr.Expr;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.ListTokenSource;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses the C expressions inside a directive (sizes, section bounds) with the C grammar, and
 * reports a malformed one at the offending token of the directive.
 */
public final class DirectiveExpressionParser {
    private final TokenCursor in;

    public DirectiveExpressionParser(TokenCursor in) {
        this.in = in;
    }

    /**
     * Parses the C expression that starts at the current token and extends at most up to one of
     * {@code stops} at nesting depth 0.  The expression ends where the C grammar says it does:
     * tokens after it (such as the {@code thread} of {@code tblock(4 thread(8)}) are left for the
     * caller, which reports what it expected there.
     */
    public Expr expr(Set<String> stops, String what) {
        int start = in.index();
        int end = extent(start, stops);
        if (end == start) {
            throw in.error(in.cur(), "expected " + what + TokenCursor.found(in.cur()));
        }
        List<Token> written = in.range(start, end);
        List<Token> tokens = in.support() != null ? in.support().expand(written) : withEof(written);
        CParser parser = new CParser(new CommonTokenStream(new ListTokenSource(tokens)));
        parser.removeErrorListeners();
        final boolean[] failed = {false};
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object off, int line, int col, String msg, RecognitionException e) {
                if (failed[0]) {
                    return;
                }
                failed[0] = true;
                Token bad = off instanceof Token t ? t : null;
                SourcePos at;
                String found;
                if (bad == null || bad.getType() == Token.EOF) {
                    // the expression stops short: point at what follows it in the directive
                    Token next = in.at(end);
                    at = in.posOf(next);
                    found = next == null ? "the end of the directive" : "'" + next.getText() + "'";
                } else {
                    at = in.posOf(bad);
                    found = "'" + bad.getText() + "'";
                }
                in.reporter().error(at, "malformed " + what + ": unexpected " + found);
            }
        });
        CParser.ConditionalExpressionContext ctx = parser.conditionalExpression();
        if (failed[0]) {
            throw new TokenCursor.Abandon();
        }
        Token stop = parser.getCurrentToken();
        if (stop.getType() != Token.EOF) {
            // the C expression ended early; leave the rest to the caller
            in.seek(start + writtenIndex(written, stop));
        } else {
            in.seek(end);
        }
        AstBuilder b = in.support() != null ? in.support().builder(parser.getTokenStream()) : null;
        if (b == null) {
            throw new IllegalStateException("directive expressions need the C front end");
        }
        return b.conditional(ctx);
    }

    /**
     * {@code (e1, e2, ...)} after a clause word: at most {@code max} expressions, each described as
     * {@code what} in messages; {@code empty} is the message for {@code ()}, {@code tooMany} the one
     * for an expression beyond {@code max}.
     */
    public List<Expr> list(String clause, String what, int max, String empty, String tooMany) {
        in.expect("(", "after '" + clause + "'");
        if (in.curText().equals(")")) {
            throw in.error(in.cur(), empty);
        }
        List<Expr> l = new ArrayList<>();
        while (true) {
            if (l.size() == max) {
                throw in.error(in.cur(), tooMany);
            }
            l.add(expr(Set.of(",", ")"), what));
            if (in.accept(",")) {
                continue;
            }
            Token t = in.cur();
            if (t == null || !t.getText().equals(")")) {
                throw in.error(t, "expected ',' or ')' in '" + clause + "(...)'" + TokenCursor.found(t));
            }
            in.advance();
            return l;
        }
    }

    /**
     * The index among the written tokens of the one that produced {@code stop}: the same token,
     * or the first written token at or after the macro invocation it came from.
     */
    private static int writtenIndex(List<Token> written, Token stop) {
        if (stop.getTokenIndex() < written.size() && written.get(stop.getTokenIndex()) == stop) {
            return stop.getTokenIndex();
        }
        int offset = stop.getStartIndex();
        for (int i = 0; i < written.size(); i++) {
            if (written.get(i).getStartIndex() >= offset) {
                return i;
            }
        }
        return written.size();
    }

    /**
     * The index just past the longest run of tokens from {@code start} that does not reach one
     * of {@code stops} at depth 0 (a ':' of a conditional expression does not stop it) or an
     * unbalanced closing bracket.
     */
    private int extent(int start, Set<String> stops) {
        int depth = 0;
        int ternary = 0;
        int limit = start;
        while (limit < in.size()) {
            String t = in.at(limit).getText();
            if (depth == 0 && stops.contains(t) && !(t.equals(":") && ternary > 0)) {
                break;
            }
            if (t.equals("(") || t.equals("[") || t.equals("{")) {
                depth++;
            } else if (t.equals(")") || t.equals("]") || t.equals("}")) {
                if (depth == 0) {
                    break;
                }
                depth--;
            } else if (t.equals("?")) {
                ternary++;
            } else if (t.equals(":")) {
                ternary--;
            }
            limit++;
        }
        return limit;
    }

    /** A copy of {@code toks} followed by an end-of-file token placed just after the last. */
    private static List<Token> withEof(List<Token> toks) {
        List<Token> sub = new ArrayList<>(toks);
        Token last = sub.get(sub.size() - 1);
        CommonToken eof = new CommonToken(Token.EOF, "<EOF>");
        eof.setLine(last.getLine());
        eof.setCharPositionInLine(last.getCharPositionInLine() + last.getText().length());
        sub.add(eof);
        return sub;
    }
}
