package dev.hicuda.frontend.c;

import dev.hicuda.diag.SourcePos;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The user's file behind the parser's tokens: where a token stands (its {@link SourcePos}) and
 * the characters a run of tokens was written as.  Every place the IR builders and the
 * {@link TriviaAttacher} look at the source goes through here.
 */
final class SourceText {
    private final String file;
    private final TokenStream tokens;
    private final CharStream chars;

    SourceText(String file, TokenStream tokens, CharStream chars) {
        this.file = file;
        this.tokens = tokens;
        this.chars = chars;
    }

    String file() {
        return file;
    }

    SourcePos pos(Token t) {
        return new SourcePos(file, t.getLine(), t.getCharPositionInLine() + 1);
    }

    SourcePos pos(ParserRuleContext c) {
        return pos(c.getStart());
    }

    /** The text from the start of {@code from} to the end of {@code to}; empty if {@code to} comes first. */
    String text(Token from, Token to) {
        if (to == null || to.getStopIndex() < from.getStartIndex()) {
            return "";
        }
        return chars.getText(Interval.of(from.getStartIndex(), to.getStopIndex()));
    }

    /** The source text of a context, tokens separated as written (used for attributes and qualifiers). */
    String text(ParserRuleContext c) {
        return text(c.getStart(), c.getStop());
    }

    /** The characters from index {@code start} to {@code stop} (inclusive) of the file. */
    String chars(int start, int stop) {
        return chars.getText(Interval.of(start, stop));
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
}
