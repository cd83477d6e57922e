package dev.hicuda.ir.source;

import dev.hicuda.ir.expr.Expr;

/**
 * Reads a piece of program text, such as the body of a macro, as one C expression. The front end
 * provides it with the {@link ParsedProgram}, so that analyses can look into macro bodies without
 * depending on the parser.
 */
@FunctionalInterface
public interface ExpressionReader {
    /** The expression, or null when the text is not exactly one expression. */
    Expr read(String text);
}
