package dev.hicuda.lowering;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.print.CPrinter;

import java.util.Map;
import java.util.TreeMap;

/**
 * An integer expression written as {@code c0 + c1*t1 + ... + cn*tn}, where the terms t are names
 * or other subexpressions that are not constant (a call, a cast, a product of two names), each
 * known by its canonical text.  It tells when the difference of two expressions is a constant
 * although neither is — the extent {@code (c + 63) - c + 1} of the section {@code A[c:c+63]} is
 * 64 — which plain constant evaluation cannot.  Section bounds have no side effects, so equal
 * text means equal value.
 */
final class AffineForm {
    private static final CPrinter PRINTER = CPrinter.canonical();

    private final long constant;
    private final Map<String, Long> terms;

    private AffineForm(long constant, Map<String, Long> terms) {
        this.constant = constant;
        this.terms = terms;
        this.terms.values().removeIf(v -> v == 0);
    }

    static AffineForm of(Expr e, ConstEval eval) {
        Long v = eval.eval(e);
        if (v != null) {
            return new AffineForm(v, new TreeMap<>());
        }
        if (e instanceof Paren p) {
            return of(p.inner(), eval);
        }
        if (e instanceof Unary u && !u.isPostfix() && (u.op().equals("-") || u.op().equals("+"))) {
            AffineForm a = of(u.operand(), eval);
            return u.op().equals("-") ? a.scale(-1) : a;
        }
        if (e instanceof Binary b && (b.op().equals("+") || b.op().equals("-"))) {
            AffineForm l = of(b.left(), eval);
            AffineForm r = of(b.right(), eval);
            return l.plus(b.op().equals("+") ? r : r.scale(-1));
        }
        if (e instanceof Binary b && b.op().equals("*")) {
            Long l = eval.eval(b.left());
            Long r = eval.eval(b.right());
            if (l != null) {
                return of(b.right(), eval).scale(l);
            }
            if (r != null) {
                return of(b.left(), eval).scale(r);
            }
        }
        Map<String, Long> t = new TreeMap<>();
        t.put(e instanceof Ident i ? i.name() : PRINTER.expr(e), 1L);
        return new AffineForm(0, t);
    }

    /** The value of {@code a - b} when it does not depend on any term, else null. */
    static Long constantDifference(Expr a, Expr b, ConstEval eval) {
        return of(a, eval).plus(of(b, eval).scale(-1)).constantValue();
    }

    AffineForm plus(AffineForm o) {
        Map<String, Long> t = new TreeMap<>(terms);
        o.terms.forEach((k, v) -> t.merge(k, v, Long::sum));
        return new AffineForm(constant + o.constant, t);
    }

    AffineForm scale(long k) {
        Map<String, Long> t = new TreeMap<>();
        terms.forEach((key, v) -> t.put(key, v * k));
        return new AffineForm(constant * k, t);
    }

    /** The value when there are no terms left, else null. */
    Long constantValue() {
        return terms.isEmpty() ? constant : null;
    }
}
