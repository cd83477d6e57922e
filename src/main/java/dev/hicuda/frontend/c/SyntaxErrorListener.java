package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.preprocessor.Locator;
import dev.hicuda.ir.source.SourceFile;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.misc.IntervalSet;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns ANTLR's syntax errors into located diagnostics, as a C compiler words them; keeps only
 * the first.  A missing {@code ;} or closing bracket at the end of a line is reported just after
 * the last token of that line, not at the first token of the next.
 */
public final class SyntaxErrorListener extends BaseErrorListener {
    private final Reporter reporter;
    private final Locator locator;
    private final SourceFile main;
    private int count;

    public SyntaxErrorListener(Reporter reporter, Locator locator, SourceFile main) {
        this.reporter = reporter;
        this.locator = locator;
        this.main = main;
    }

    public int count() {
        return count;
    }

    private SourcePos pos(Token t) {
        if (t instanceof CToken c) {
            return locator.pos(c.pp());
        }
        return new SourcePos(main.name(), Math.max(1, t.getLine()), t.getCharPositionInLine() + 1);
    }

    @Override
    public void syntaxError(Recognizer<?, ?> recognizer, Object offending, int line, int col, String msg,
                            RecognitionException e) {
        count++;
        if (count > 1) {
            return;
        }
        Token t = offending instanceof Token tok ? tok : null;
        String found = t == null ? "" : t.getType() == Token.EOF ? "end of file" : "'" + t.getText() + "'";
        String expected = "";
        if (recognizer instanceof Parser p) {
            List<String> names = new ArrayList<>();
            for (int type : expectedTokens(p, e)) {
                names.add(p.getVocabulary().getDisplayName(type).replace("Identifier", "identifier")
                        .replace("TypedefName", "type name"));
            }
            if (!names.isEmpty() && names.size() <= 4) {
                expected = "; expected " + String.join(" or ", names);
            }
        }
        if (t != null && recognizer instanceof Parser p && isMissingCloser(p, e)) {
            Token prev = previousCodeToken(p, t);
            if (prev != null && prev instanceof CToken pc && pc.getStartIndex() >= 0 && t.getStartIndex() >= 0
                    && main.line(pc.getStopIndex()) < main.line(t.getStartIndex())) {
                int end = pc.getStopIndex() + 1;
                reporter.error(locator.pos(main, end), "syntax error: expected "
                        + p.getVocabulary().getDisplayName(expectedTokens(p, e).get(0)) + " before " + found);
                return;
            }
        }
        SourcePos at = t != null ? pos(t) : new SourcePos(main.name(), line, col + 1);
        if (t != null && t.getType() == Token.EOF) {
            at = locator.pos(main, main.text().length());
        }
        reporter.error(at, "syntax error at " + found + expected);
    }

    private static List<Integer> expectedTokens(Parser p, RecognitionException e) {
        IntervalSet set = e != null && e.getExpectedTokens() != null ? e.getExpectedTokens() : p.getExpectedTokens();
        return set.toList();
    }

    /** Whether the parser wanted exactly one token that closes something: ';', ')', ']' or '}'. */
    private static boolean isMissingCloser(Parser p, RecognitionException e) {
        List<Integer> exp = expectedTokens(p, e);
        if (exp.size() != 1) {
            return false;
        }
        String name = p.getVocabulary().getDisplayName(exp.get(0));
        return name.equals("';'") || name.equals("')'") || name.equals("']'") || name.equals("'}'");
    }

    private static Token previousCodeToken(Parser p, Token t) {
        if (!(p.getInputStream() instanceof CommonTokenStream s) || t.getTokenIndex() < 0) {
            return null;
        }
        for (int i = t.getTokenIndex() - 1; i >= 0; i--) {
            Token prev = s.get(i);
            if (prev.getChannel() == Token.DEFAULT_CHANNEL) {
                return prev;
            }
        }
        return null;
    }
}
