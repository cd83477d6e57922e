package dev.hicuda.frontend.directive.hicuda;

import dev.hicuda.frontend.directive.TokenCursor;
import dev.hicuda.frontend.directive.DirectiveExpressionParser;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.directive.Section;
import dev.hicuda.ir.directive.ShapeDirective;
import dev.hicuda.ir.expr.Expr;
import org.antlr.v4.runtime.Token;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Parses the bracketed parts of directives: the array sections of data directives
 * ({@code A[a:b][i][*]}) and the dimension sizes of {@code shape p[n][m]}.
 */
final class SubscriptParser {
    private final TokenCursor in;
    private final DirectiveExpressionParser exprs;

    SubscriptParser(TokenCursor in, DirectiveExpressionParser exprs) {
        this.in = in;
        this.exprs = exprs;
    }

    /** {@code NAME [range]...}, the variable of {@code clause}; a range is {@code [a:b]}, {@code [i]} or {@code [*]}. */
    Section section(String clause) {
        Token n = in.name("a variable name after '" + clause + "'");
        String name = n.getText();
        List<Section.Range> dims = new ArrayList<>();
        while (in.curText().equals("[")) {
            Token open = in.cur();
            in.advance();
            if (in.accept("*")) {
                in.expect("]", "after '*' in the section of '" + name + "'");
                dims.add(Section.Range.all());
                continue;
            }
            if (in.curText().equals("]") || in.curText().equals(":")) {
                throw in.error(in.cur(), "empty index in the section of '" + name + "'; write [start:end], [index] or [*]");
            }
            Expr start = exprs.expr(Set.of(":", "]"), "start index in the section of '" + name + "'");
            if (in.accept(":")) {
                if (in.curText().equals("]")) {
                    throw in.error(in.cur(), "missing end index after ':' in the section of '" + name + "'");
                }
                Expr end = exprs.expr(Set.of("]"), "end index in the section of '" + name + "'");
                close(open, "expected ']' to close", name);
                dims.add(new Section.Range(start, end, false));
            } else {
                close(open, "expected ':' or ']' in", name);
                dims.add(new Section.Range(start, start, true));
            }
        }
        return new Section(name, dims).at(in.posOf(n));
    }

    /** Steps over the ']' of a range opened at {@code open}, or reports "expected ... the section of 'name'". */
    private void close(Token open, String expected, String name) {
        Token close = in.cur();
        if (close == null || !close.getText().equals("]")) {
            throw in.error(close, expected + " the section of '" + name + "' opened at column "
                    + (open.getCharPositionInLine() + 1) + TokenCursor.found(close));
        }
        in.advance();
    }

    /** The rest of {@code shape PTR[d1][d2]...}, after the keyword at {@code kp}. */
    ShapeDirective shape(SourcePos kp) {
        Token n = in.name("a pointer variable after 'shape'");
        List<Expr> dims = new ArrayList<>();
        if (!in.curText().equals("[")) {
            throw in.error(in.cur(), "'shape' needs at least one dimension size, such as 'shape " + n.getText() + "[n]'");
        }
        while (in.accept("[")) {
            if (in.curText().equals("]")) {
                throw in.error(in.cur(), "empty dimension size in 'shape'");
            }
            dims.add(exprs.expr(Set.of("]"), "dimension size in 'shape " + n.getText() + "'"));
            in.expect("]", "to close the dimension size of '" + n.getText() + "'");
        }
        return new ShapeDirective(n.getText(), dims).at(kp);
    }
}
