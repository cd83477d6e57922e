package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.frontend.antlr.ParseScopes;
import dev.hicuda.frontend.preprocessor.PpToken;
import dev.hicuda.frontend.preprocessor.PreprocessedUnit;
import dev.hicuda.ir.source.SourceFile;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.Vocabulary;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Feeds the parser the preprocessed tokens: keywords and punctuators get their grammar token
 * types, numbers are classified as integer or floating constants (and malformed ones reported as
 * gcc reports them), and every token carries its line and column as the user sees it.
 *
 * <p>Between the code tokens that come from the main file, the text the parser never sees
 * (comments, directive lines, inactive {@code #if} groups) is handed out as tokens on hidden
 * channels ({@link Channels}), so that the IR builder can keep the user's layout.  A code token
 * of the main file has the character offsets of the text it stands for (a macro's whole
 * invocation for a token the macro made); a token of a header has no offsets and line -1.
 */
public final class ExpandedTokenSource implements TokenSource {
    private static final Map<String, Integer> LITERALS = literals();
    /** The source ANTLR's error recovery asks a token for (it makes missing tokens from it). */
    private static final TokenSource SOURCE = new org.antlr.v4.runtime.ListTokenSource(List.of());

    private final PreprocessedUnit unit;
    private final ParseScopes scopes;
    private final Reporter reporter;
    private final List<PpToken> tokens;
    private final SourceFile main;
    private final Deque<Token> hidden = new ArrayDeque<>();
    private int i;
    private int mainEnd;
    private int index;
    private CToken last;

    public ExpandedTokenSource(PreprocessedUnit unit, ParseScopes scopes, Reporter reporter) {
        this.unit = unit;
        this.scopes = scopes;
        this.reporter = reporter;
        this.tokens = unit.tokens();
        this.main = unit.main();
    }

    private static Map<String, Integer> literals() {
        Map<String, Integer> m = new HashMap<>();
        Vocabulary v = CParser.VOCABULARY;
        for (int t = 1; t <= v.getMaxTokenType(); t++) {
            String lit = v.getLiteralName(t);
            if (lit != null && lit.length() > 2) {
                m.put(lit.substring(1, lit.length() - 1), t);
            }
        }
        return m;
    }

    @Override
    public Token nextToken() {
        if (!hidden.isEmpty()) {
            return hidden.poll();
        }
        if (i >= tokens.size()) {
            if (mainEnd < main.text().length()) {
                gap(main.text().length());
                if (!hidden.isEmpty()) {
                    return hidden.poll();
                }
            }
            CommonToken eof = new CommonToken(Token.EOF, "<EOF>");
            eof.setLine(main.lineCount());
            eof.setCharPositionInLine(0);
            eof.setStartIndex(main.text().length());
            eof.setStopIndex(main.text().length() - 1);
            eof.setTokenIndex(index++);
            return eof;
        }
        PpToken p = tokens.get(i);
        if (p.userFile() == main && p.userStart() > mainEnd) {
            gap(p.userStart());
            if (!hidden.isEmpty()) {
                return hidden.poll();
            }
        }
        CToken t = token(p, unit.epochs()[i], scopes, main, reporter, unit.locator());
        if (p.userFile() == main) {
            mainEnd = Math.max(mainEnd, p.userEnd());
        }
        t.setTokenIndex(index++);
        i++;
        last = t;
        return t;
    }

    /** Queues the hidden tokens of the main file's text from where the last code token ended to {@code to}. */
    private void gap(int to) {
        for (GapScanner.Piece piece : GapScanner.scan(main, mainEnd, to)) {
            CommonToken h = new CommonToken(CParser.BlockComment, main.slice(piece.start(), piece.end()));
            h.setChannel(piece.channel());
            h.setStartIndex(piece.start());
            h.setStopIndex(piece.end() - 1);
            h.setLine(main.line(piece.start()));
            h.setCharPositionInLine(main.column(piece.start()) - 1);
            h.setTokenIndex(index++);
            hidden.add(h);
        }
        mainEnd = Math.max(mainEnd, to);
    }

    /**
     * The parser token for a preprocessed token: its grammar type, and, when it stands for text of
     * the main file, that text's offsets, line and column (else line -1 and no offsets).
     */
    static CToken token(PpToken p, int epoch, ParseScopes scopes, SourceFile main, Reporter reporter,
                        dev.hicuda.frontend.preprocessor.Locator locator) {
        CToken t = new CToken(typeOf(p, reporter, locator), p, epoch, scopes, SOURCE);
        if (p.userFile() == main) {
            t.setLine(main.line(p.userStart()));
            t.setCharPositionInLine(main.column(p.userStart()) - 1);
            t.setStartIndex(p.userStart());
            t.setStopIndex(p.userEnd() - 1);
        } else {
            t.setLine(-1);
            t.setCharPositionInLine(-1);
            t.setStartIndex(-1);
            t.setStopIndex(-2);
        }
        return t;
    }

    private static int typeOf(PpToken p, Reporter reporter, dev.hicuda.frontend.preprocessor.Locator locator) {
        return switch (p.kind()) {
            case IDENT -> LITERALS.getOrDefault(p.text(), CParser.Identifier);
            case NUMBER -> number(p, reporter, locator);
            case CHAR -> CParser.CharacterConstant;
            case STRING -> CParser.StringLiteral;
            case PRAGMA -> CParser.HicudaPragma;
            case PUNCT -> LITERALS.getOrDefault(p.canonicalPunct(), CParser.Unknown);
            default -> CParser.Unknown;
        };
    }

    private static int number(PpToken p, Reporter reporter, dev.hicuda.frontend.preprocessor.Locator locator) {
        NumberSyntax.Kind k = NumberSyntax.classify(p.text());
        if (k == NumberSyntax.Kind.INVALID) {
            reporter.error(locator.pos(p), NumberSyntax.problem(p.text()));
            return CParser.IntegerConstant;
        }
        return k == NumberSyntax.Kind.FLOATING ? CParser.FloatingConstant : CParser.IntegerConstant;
    }

    @Override
    public int getLine() {
        return last == null ? 1 : Math.max(1, last.getLine());
    }

    @Override
    public int getCharPositionInLine() {
        return last == null ? 0 : Math.max(0, last.getCharPositionInLine());
    }

    @Override
    public CharStream getInputStream() {
        return null;
    }

    @Override
    public String getSourceName() {
        return unit.main().name();
    }

    @Override
    public void setTokenFactory(TokenFactory<?> factory) {
    }

    @Override
    public TokenFactory<?> getTokenFactory() {
        return org.antlr.v4.runtime.CommonTokenFactory.DEFAULT;
    }
}
