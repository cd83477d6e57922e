package dev.hicuda.analysis;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;

/** Which parts of an expression C evaluates only under a condition: the arms of {@code ?:} and the right operands of {@code &&} and {@code ||}. */
public final class ConditionalEvaluation {
    private ConditionalEvaluation() {
    }

    /** Whether {@code e} is evaluated whenever {@code stmt}, an ancestor of it, runs (it is no conditionally evaluated operand). */
    public static boolean unconditional(Expr e, Node stmt) {
        Node child = e;
        for (Node p = e.parent(); p != null && p != stmt; child = p, p = p.parent()) {
            if (p instanceof Conditional c && child != c.cond()) {
                return false;
            }
            if (p instanceof Binary b && (b.op().equals("&&") || b.op().equals("||")) && child == b.right()) {
                return false;
            }
        }
        return true;
    }
}
