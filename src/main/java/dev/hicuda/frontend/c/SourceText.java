package dev.hicuda.frontend.c;

import dev.hicuda.diag.SourcePos;
import dev.hicuda.frontend.preprocessor.Expansion;
import dev.hicuda.frontend.preprocessor.Locator;
import dev.hicuda.frontend.preprocessor.PpToken;
import dev.hicuda.ir.source.SourceFile;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;

import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The user's file behind the parser's tokens: where a token stands (its {@link SourcePos}) and
 * the characters a run of tokens was written as.  Every place the IR builders and the
 * {@link TriviaAttacher} look at the source goes through here.
 *
 * <p>The parser reads macro-expanded tokens.  A run of them has an original text only when it
 * covers whole macro invocations of the main file: it starts with a token written in the file
 * or with the first token of an invocation's expansion, and ends likewise; then the text is the
 * file's, macros unexpanded.  Otherwise there is none, and the node is printed from the IR.
 */
final class SourceText {
    private final SourceFile main;
    private final TokenStream tokens;
    private final Locator locator;
    private Map<Expansion, int[]> expansionBounds;

    SourceText(SourceFile main, TokenStream tokens, Locator locator) {
        this.main = main;
        this.tokens = tokens;
        this.locator = locator;
    }

    String file() {
        return main.name();
    }

    SourcePos pos(Token t) {
        if (t instanceof CToken c) {
            return locator.pos(c.pp());
        }
        if (t.getStartIndex() >= 0 && t.getType() != Token.EOF) {
            return locator.pos(main, t.getStartIndex());
        }
        return new SourcePos(main.name(), Math.max(1, t.getLine()), t.getCharPositionInLine() + 1);
    }

    SourcePos pos(ParserRuleContext c) {
        return pos(c.getStart());
    }

    /** Whether a token stands for text of the main file. */
    boolean inMainFile(Token t) {
        return t.getStartIndex() >= 0;
    }

    /**
     * The text from the start of {@code from} to the end of {@code to} as the user wrote it;
     * empty if {@code to} comes first; null when the run does not cover whole macro invocations
     * of the main file.
     */
    String text(Token from, Token to) {
        if (to == null || to.getTokenIndex() < from.getTokenIndex()) {
            return "";
        }
        if (!inMainFile(from) || !inMainFile(to) || !startsInvocation(from) || !endsInvocation(to)) {
            return null;
        }
        if (to.getStopIndex() < from.getStartIndex()) {
            return "";
        }
        return main.slice(from.getStartIndex(), to.getStopIndex() + 1);
    }

    /** The text of a context as written when that is possible, else its tokens as the parser saw them. */
    String text(ParserRuleContext c) {
        String t = text(c.getStart(), c.getStop());
        return t != null ? t : spelled(c);
    }

    /** The tokens of a context after macro expansion, separated by spaces where the source had some. */
    String spelled(ParserRuleContext c) {
        StringBuilder sb = new StringBuilder();
        for (int k = c.getStart().getTokenIndex(); c.getStop() != null && k <= c.getStop().getTokenIndex(); k++) {
            Token t = tokens.get(k);
            if (t.getChannel() != Token.DEFAULT_CHANNEL) {
                continue;
            }
            if (sb.length() > 0 && (!(t instanceof CToken ct) || ct.pp().spaceBefore())) {
                sb.append(' ');
            }
            sb.append(t.getText());
        }
        return sb.toString();
    }

    /** The characters from index {@code start} to {@code stop} (inclusive) of the main file. */
    String chars(int start, int stop) {
        return main.slice(start, stop + 1);
    }

    Token token(int index) {
        return tokens.get(index);
    }

    int tokenCount() {
        return tokens.size();
    }

    /** Index of the last default-channel (code) token before token index {@code k}. */
    int previousCode(int k) {
        int i = k - 1;
        while (i > 0 && tokens.get(i).getChannel() != Token.DEFAULT_CHANNEL) {
            i--;
        }
        return i;
    }

    /** The line of the main file on which a token's text ends (-1 for a token of another file). */
    int endLine(Token t) {
        if (t.getStopIndex() < 0 || t.getType() == Token.EOF) {
            return t.getType() == Token.EOF ? main.lineCount() : -1;
        }
        return main.line(Math.max(t.getStartIndex(), t.getStopIndex()));
    }

    private boolean startsInvocation(Token t) {
        int[] b = bounds(t);
        return b == null || b[0] == t.getTokenIndex();
    }

    private boolean endsInvocation(Token t) {
        int[] b = bounds(t);
        return b == null || b[1] == t.getTokenIndex();
    }

    /** The first and last token index of the macro invocation that made {@code t}, or null. */
    private int[] bounds(Token t) {
        if (!(t instanceof CToken c) || c.pp().origin() == null) {
            return null;
        }
        if (expansionBounds == null) {
            expansionBounds = new IdentityHashMap<>();
            for (int k = 0; k < tokens.size(); k++) {
                if (tokens.get(k) instanceof CToken ck) {
                    PpToken p = ck.pp();
                    if (p.origin() != null) {
                        int[] b = expansionBounds.computeIfAbsent(p.origin(), e -> new int[] {Integer.MAX_VALUE, -1});
                        b[0] = Math.min(b[0], k);
                        b[1] = Math.max(b[1], k);
                    }
                }
            }
        }
        return expansionBounds.get(c.pp().origin());
    }
}
