package dev.hicuda.analysis.loops;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.EnumType;
import dev.hicuda.ir.type.PrimitiveType;

import java.util.List;

/**
 * The shape of a loop that {@code loop_partition} can partition: {@code for (v = lb; v REL ub; v
 * += s)} with an integer variable v, a bound that does not depend on v, a non-zero constant step s
 * and REL {@code <}/{@code <=} when s &gt; 0, {@code >}/{@code >=} when s &lt; 0 (either operand order),
 * v not assigned in the body.  {@link #of} reports, at the offending part, why a loop has no such
 * shape.
 *
 * @param var      the loop variable
 * @param decl     its declaration when the loop declares it ({@code for (int i = 0; ...)}), else null
 * @param specs    the variable's declaration specifiers (its type)
 * @param lb       the first value
 * @param rel      the relation with v on the left
 * @param ub       the bound
 * @param step     the constant step
 * @param signed   whether v and the bounds have signed types, so that the comparison and the
 *                 arithmetic on them are signed (values outside the iteration range cannot wrap)
 */
public record LoopShape(String var, Declaration decl, DeclSpecs specs, Expr lb, String rel, Expr ub, long step, boolean signed) {

    public boolean inclusive() {
        return rel.equals("<=") || rel.equals(">=");
    }

    /** The loop's shape, or null after reporting why it cannot be partitioned. */
    public static LoopShape of(For f, Exprs ex, Reporter reporter) {
        LoopHeader.Init init = LoopHeader.init(f);
        if (init == null) {
            return fail(reporter, f, "its initialization must assign the loop variable, as in 'i = 0' or 'int i = 0'");
        }
        String var = init.var();
        Expr lb = init.value();
        Declaration decl = init.decl();
        DeclSpecs specs = decl != null ? decl.specs() : null;
        CType type = null;
        if (decl == null && f.init() instanceof ExprStmt es && es.expr() instanceof Assign a
                && Paren.strip(a.target()) instanceof Ident id && id.symbol() != null) {
            specs = id.symbol().specs();
        }
        LoopHeader.Condition cond = LoopHeader.condition(f.cond(), var);
        if (cond == null) {
            return fail(reporter, f, "its condition must compare '" + var + "' with a bound using <, <=, > or >=");
        }
        String rel = cond.rel();
        Expr ub = cond.bound();
        Ident v = cond.var();
        if (v.symbol() != null) {
            type = v.symbol().type();
        }
        if (type != null && !(type.resolved() instanceof dev.hicuda.ir.type.NamedType) && !type.resolved().isInteger()) {
            return fail(reporter, f, "its variable '" + var + "' must have an integer type, not " + type.describe());
        }
        if (!List.of("<", "<=", ">", ">=").contains(rel)) {
            return fail(reporter, f, "its condition must use <, <=, > or >= (not '" + rel + "')");
        }
        final String loopVar = var;
        if (NodeWalker.any(ub, n -> n instanceof Ident i && i.name().equals(loopVar))) {
            return fail(reporter, f, "its bound must not depend on '" + var + "'");
        }
        Long step = LoopHeader.step(f.step(), var, ex);
        if (step == null || step == 0) {
            return fail(reporter, f, "its step must add or subtract a non-zero constant to '" + var + "' (i++, i--, i += 2, ...)");
        }
        if (step > 0 && (rel.equals(">") || rel.equals(">="))) {
            return fail(reporter, f, "it counts up (step " + step + ") but its condition uses '" + rel + "'");
        }
        if (step < 0 && (rel.equals("<") || rel.equals("<="))) {
            return fail(reporter, f, "it counts down (step " + step + ") but its condition uses '" + rel + "'");
        }
        for (Assign a : NodeWalker.collect(f.body(), Assign.class)) {
            if (Paren.strip(a.target()) instanceof Ident i && i.name().equals(var)) {
                return fail(reporter, a, "the loop variable '" + var + "' is assigned in the loop body");
            }
        }
        for (Unary u : NodeWalker.collect(f.body(), Unary.class)) {
            if ((u.isIncDec() || u.op().equals("&")) && Paren.strip(u.operand()) instanceof Ident i && i.name().equals(var)) {
                return fail(reporter, u, "the loop variable '" + var + "' is " + (u.isIncDec() ? "modified" : "taken the address of")
                        + " in the loop body");
            }
        }
        boolean signed = type != null && signedAfterPromotion(type) && new Signedness(ex).isSigned(lb)
                && new Signedness(ex).isSigned(ub);
        return new LoopShape(var, decl, specs, lb, rel, ub, step, signed);
    }

    /** Whether values of this type are signed once promoted (char, short and their unsigned kinds become int). */
    static boolean signedAfterPromotion(CType t) {
        CType r = t.resolved();
        if (r instanceof EnumType) {
            return true;
        }
        if (!(r instanceof PrimitiveType p) || !p.isIntegerKind()) {
            return false;
        }
        return switch (p.name()) {
            case "unsigned int", "unsigned long", "unsigned long long" -> false;
            default -> true;
        };
    }

    private static LoopShape fail(Reporter reporter, Node at, String why) {
        reporter.error(at.pos(), "cannot partition this loop: " + why);
        return null;
    }
}
