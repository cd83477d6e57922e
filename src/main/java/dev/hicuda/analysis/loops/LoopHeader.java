package dev.hicuda.analysis.loops;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;

/**
 * The header of a counted loop {@code for (v = init; v REL bound; v += step)} with a constant
 * step, {@code v} on the left of the condition; null from {@link #of} for any other loop.
 */
public record LoopHeader(String var, Expr init, String rel, Expr bound, long step) {
    /** The loop variable and its initial value: {@code v = init} or {@code T v = init}; decl is the latter's declaration. */
    record Init(String var, Expr value, dev.hicuda.ir.decl.Declaration decl) {
    }

    /** The initialization of a counted loop, or null. */
    static Init init(For f) {
        if (f.init() instanceof ExprStmt es && es.expr() instanceof Assign a && a.op().equals("=")
                && Paren.strip(a.target()) instanceof Ident id) {
            return new Init(id.name(), a.value(), null);
        }
        if (f.init() instanceof DeclStmt ds && ds.decl().declarators().size() == 1
                && ds.decl().declarators().get(0).init() != null
                && ds.decl().declarators().get(0).declarator() instanceof dev.hicuda.ir.decl.NameDeclarator) {
            return new Init(ds.decl().declarators().get(0).name(), ds.decl().declarators().get(0).init(), ds.decl());
        }
        return null;
    }

    /** A loop condition as {@code var REL bound}, whichever side the variable was written on. */
    record Condition(Ident var, String rel, Expr bound) {
    }

    /** The condition of a loop over {@code var} compared with a bound, turned so that var is on the left; or null. */
    static Condition condition(Expr cond, String var) {
        if (cond == null || !(Paren.strip(cond) instanceof Binary c)) {
            return null;
        }
        if (Paren.strip(c.left()) instanceof Ident l && l.name().equals(var)) {
            return new Condition(l, c.op(), c.right());
        }
        if (Paren.strip(c.right()) instanceof Ident r && r.name().equals(var)) {
            String rel = switch (c.op()) {
                case "<" -> ">";
                case ">" -> "<";
                case "<=" -> ">=";
                case ">=" -> "<=";
                default -> c.op();
            };
            return new Condition(r, rel, c.left());
        }
        return null;
    }

    public static LoopHeader of(For f, Exprs ex) {
        Init in = init(f);
        if (in == null || f.cond() == null || !(Paren.strip(f.cond()) instanceof Binary c)
                || !(Paren.strip(c.left()) instanceof Ident l) || !l.name().equals(in.var())) {
            return null;
        }
        Long step = step(f.step(), in.var(), ex);
        if (step == null || step == 0) {
            return null;
        }
        return new LoopHeader(in.var(), in.value(), c.op(), c.right(), step);
    }

    /** The constant added to {@code var} by a loop step (i++, i--, i += c, i -= c, i = i + c, i = c + i, i = i - c), or null. */
    static Long step(Expr e, String var, Exprs ex) {
        e = e == null ? null : Paren.strip(e);
        if (e instanceof Unary u && u.isIncDec() && Paren.strip(u.operand()) instanceof Ident i && i.name().equals(var)) {
            return u.op().equals("++") ? 1L : -1L;
        }
        if (!(e instanceof Assign a) || !(Paren.strip(a.target()) instanceof Ident i) || !i.name().equals(var)) {
            return null;
        }
        Long v;
        switch (a.op()) {
            case "+=":
                return ex.value(a.value());
            case "-=":
                v = ex.value(a.value());
                return v == null ? null : -v;
            case "=":
                if (Paren.strip(a.value()) instanceof Binary b) {
                    boolean lv = Paren.strip(b.left()) instanceof Ident l && l.name().equals(var);
                    boolean rv = Paren.strip(b.right()) instanceof Ident r && r.name().equals(var);
                    if (b.op().equals("+") && lv) {
                        return ex.value(b.right());
                    }
                    if (b.op().equals("+") && rv) {
                        return ex.value(b.left());
                    }
                    if (b.op().equals("-") && lv) {
                        v = ex.value(b.right());
                        return v == null ? null : -v;
                    }
                }
                return null;
            default:
                return null;
        }
    }
}
