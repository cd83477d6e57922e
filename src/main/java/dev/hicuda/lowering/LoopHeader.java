package dev.hicuda.lowering;

import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;

/**
 * The header of a counted loop {@code for (v = init; v REL bound; v += step)} with a constant
 * step, {@code v} on the left of the condition; null from {@link #of} for any other loop.
 */
record LoopHeader(String var, Expr init, String rel, Expr bound, long step) {
    static LoopHeader of(For f, Exprs ex) {
        String var = null;
        Expr init = null;
        if (f.init() instanceof ExprStmt es && es.expr() instanceof Assign a && a.op().equals("=")
                && Paren.strip(a.target()) instanceof Ident id) {
            var = id.name();
            init = a.value();
        } else if (f.init() instanceof DeclStmt ds && ds.decl().declarators().size() == 1) {
            var = ds.decl().declarators().get(0).name();
            init = ds.decl().declarators().get(0).init();
        }
        if (var == null || init == null || f.cond() == null || !(Paren.strip(f.cond()) instanceof Binary c)
                || !(Paren.strip(c.left()) instanceof Ident l) || !l.name().equals(var)) {
            return null;
        }
        Long step = step(f.step(), var, ex);
        if (step == null || step == 0) {
            return null;
        }
        return new LoopHeader(var, init, c.op(), c.right(), step);
    }

    private static Long step(Expr e, String var, Exprs ex) {
        e = e == null ? null : Paren.strip(e);
        if (e instanceof Unary u && u.isIncDec() && Paren.strip(u.operand()) instanceof Ident i && i.name().equals(var)) {
            return u.op().equals("++") ? 1L : -1L;
        }
        if (e instanceof Assign a && Paren.strip(a.target()) instanceof Ident i && i.name().equals(var)) {
            Long v = ex.value(a.value());
            if (v == null) {
                return null;
            }
            return a.op().equals("+=") ? v : a.op().equals("-=") ? -v : null;
        }
        return null;
    }
}
