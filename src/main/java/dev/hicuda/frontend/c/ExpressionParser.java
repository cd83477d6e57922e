package dev.hicuda.frontend.c;

import dev.hicuda.diag.Reporter;
import dev.hicuda.diag.SourceFiles;
import dev.hicuda.frontend.antlr.CLexer;
import dev.hicuda.frontend.antlr.CParser;
import dev.hicuda.ir.expr.Expr;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonToken;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;

import java.util.Set;

/** Parses a piece of text (such as a macro body) as one C expression; null if it is not one. */
public final class ExpressionParser {
    private final Set<String> typeNames;

    public ExpressionParser(Set<String> typeNames) {
        this.typeNames = typeNames;
    }

    public Expr parse(String text) {
        CLexer lexer = new CLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        CommonTokenStream ts = new CommonTokenStream(lexer);
        ts.fill();
        for (Token t : ts.getTokens()) {
            if (t.getType() == CLexer.Identifier && typeNames.contains(t.getText())) {
                ((CommonToken) t).setType(CParser.TypedefName);
            }
            if (t.getType() == CLexer.Unknown) {
                return null;
            }
        }
        CParser p = new CParser(ts);
        p.removeErrorListeners();
        boolean[] bad = {false};
        p.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object o, int l, int c, String m, RecognitionException e) {
                bad[0] = true;
            }
        });
        CParser.ConditionalExpressionContext ctx = p.conditionalExpression();
        if (bad[0] || p.getCurrentToken().getType() != Token.EOF) {
            return null;
        }
        return new AstBuilder("<macro>", ts, CharStreams.fromString(text), new Reporter(new SourceFiles(), null), t -> null)
                .conditional(ctx);
    }
}
