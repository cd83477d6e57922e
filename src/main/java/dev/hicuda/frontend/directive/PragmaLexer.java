package dev.hicuda.frontend.directive;

import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits the text of a pragma (after {@code #pragma hicuda}) into C tokens placed at their line
 * and column in the source file; identifiers that name a typedef become
 * {@link CParser#TypedefName}, as the C grammar expects.
 */
public final class PragmaLexer {
    private PragmaLexer() {
    }

    /** The tokens of {@code body}, whose first character stands at {@code line}, column {@code col} + 1. */
    public static List<Token> lex(String body, int line, int col, Set<String> typeNames) {
        CLexer lexer = new CLexer(CharStreams.fromString(body));
        lexer.removeErrorListeners();
        List<Token> out = new ArrayList<>();
        for (Token t : lexer.getAllTokens()) {
            if (t.getChannel() != Token.DEFAULT_CHANNEL) {
                continue;
            }
            CommonToken c = new CommonToken(t);
            if (t.getLine() == 1) {
                c.setCharPositionInLine(col + t.getCharPositionInLine());
            }
            c.setLine(line + t.getLine() - 1);
            if (c.getType() == CLexer.Identifier && typeNames.contains(c.getText())) {
                c.setType(CParser.TypedefName);
            }
            out.add(c);
        }
        return out;
    }
}
