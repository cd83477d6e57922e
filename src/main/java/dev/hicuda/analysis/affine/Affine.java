package dev.hicuda.analysis.affine;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * An integer expression as a linear combination {@code c0 + c1*a1 + ... + cn*an} of atoms: the
 * sub-expressions that are not sums, differences, negations or products by a constant (a
 * variable, {@code (int)threadIdx.y}, {@code idx[i]}, {@code i*j}).  Atoms are identified by
 * their printed text, so {@code i - (i - (int)threadIdx.y)} simplifies to {@code (int)threadIdx.y}.
 * Used to merge shared-memory sections over concurrent iterations and to keep the redirected
 * subscripts as simple as the ones a programmer would write.
 */
public final class Affine {
    private static final CPrinter KEY = CPrinter.canonical();

    private final long constant;
    /** atom text -> coefficient (never 0); insertion order = order of first appearance */
    private final Map<String, Long> coef;
    private final Map<String, Expr> atoms;

    private Affine(long constant, Map<String, Long> coef, Map<String, Expr> atoms) {
        this.constant = constant;
        this.coef = coef;
        this.atoms = atoms;
    }

    static Affine constant(long c) {
        return new Affine(c, new LinkedHashMap<>(), new LinkedHashMap<>());
    }

    public static Affine atom(Expr e) {
        String k = KEY.expr(e);
        Map<String, Long> c = new LinkedHashMap<>();
        Map<String, Expr> a = new LinkedHashMap<>();
        c.put(k, 1L);
        a.put(k, e.copy());
        return new Affine(0, c, a);
    }

    /** The affine form of {@code e}; never fails (non-linear parts become atoms). */
    public static Affine of(Expr e, Exprs ex) {
        Long v = ex.value(e);
        if (v != null) {
            return constant(v);
        }
        if (e instanceof Paren p) {
            return of(p.inner(), ex);
        }
        if (e instanceof Unary u && u.op().equals("-") && !u.isPostfix()) {
            return of(u.operand(), ex).scale(-1);
        }
        if (e instanceof Unary u && u.op().equals("+") && !u.isPostfix()) {
            return of(u.operand(), ex);
        }
        if (e instanceof Binary b) {
            switch (b.op()) {
                case "+":
                    return of(b.left(), ex).plus(of(b.right(), ex));
                case "-":
                    return of(b.left(), ex).minus(of(b.right(), ex));
                case "*": {
                    Long l = ex.value(b.left());
                    Long r = ex.value(b.right());
                    if (l != null) {
                        return of(b.right(), ex).scale(l);
                    }
                    if (r != null) {
                        return of(b.left(), ex).scale(r);
                    }
                    break;
                }
                default:
                    break;
            }
        }
        return atom(e);
    }

    public Affine plus(Affine o) {
        Map<String, Long> c = new LinkedHashMap<>(coef);
        Map<String, Expr> a = new LinkedHashMap<>(atoms);
        for (Map.Entry<String, Long> t : o.coef.entrySet()) {
            long n = c.getOrDefault(t.getKey(), 0L) + t.getValue();
            if (n == 0) {
                c.remove(t.getKey());
            } else {
                c.put(t.getKey(), n);
                a.putIfAbsent(t.getKey(), o.atoms.get(t.getKey()));
            }
        }
        a.keySet().retainAll(c.keySet());
        return new Affine(constant + o.constant, c, a);
    }

    public Affine minus(Affine o) {
        return plus(o.scale(-1));
    }

    public Affine plus(long k) {
        return new Affine(constant + k, coef, atoms);
    }

    public Affine scale(long k) {
        if (k == 0) {
            return constant(0);
        }
        Map<String, Long> c = new LinkedHashMap<>();
        coef.forEach((key, v) -> c.put(key, v * k));
        return new Affine(constant * k, c, new LinkedHashMap<>(atoms));
    }

    /** The constant value, when there are no atoms. */
    public Long value() {
        return coef.isEmpty() ? constant : null;
    }

    long constantTerm() {
        return constant;
    }

    /** The coefficient of the atom printed as {@code key} (0 when absent). */
    public long coefficientOf(Expr atom) {
        return coef.getOrDefault(KEY.expr(atom), 0L);
    }

    /** This form with {@code atom} replaced by {@code by} ({@code i} by {@code i + 16}, say: this plus c*16, c the coefficient of i). */
    public Affine replaced(Expr atom, Affine by) {
        long c = coefficientOf(atom);
        return c == 0 ? this : minus(atom(atom).scale(c)).plus(by.scale(c));
    }

    /** Whether some atom other than exactly one of {@code vars} mentions one of them. */
    public boolean mentionsInsideAtoms(Set<String> vars) {
        for (Map.Entry<String, Expr> a : atoms.entrySet()) {
            if (a.getValue() instanceof Ident i && vars.contains(i.name())) {
                continue;
            }
            if (NodeWalker.any(a.getValue(), n -> n instanceof Ident i && vars.contains(i.name()))) {
                return true;
            }
        }
        return false;
    }

    /** Back to an expression: atoms in order of first appearance, the constant last. */
    public Expr toExpr() {
        Expr e = null;
        for (Map.Entry<String, Long> t : coef.entrySet()) {
            Expr atom = Exprs.paren(atoms.get(t.getKey()).copy(), 14);
            long c = t.getValue();
            long m = Math.abs(c);
            Expr term = m == 1 ? atom : new Binary("*", Exprs.num(m), atom);
            if (e == null) {
                e = c < 0 ? new Unary("-", Exprs.paren(term, 14), false) : term;
            } else {
                e = new Binary(c < 0 ? "-" : "+", e, Exprs.paren(term, 13));
            }
        }
        if (e == null) {
            return Exprs.num(constant);
        }
        if (constant > 0) {
            return new Binary("+", e, Exprs.num(constant));
        }
        if (constant < 0) {
            return new Binary("-", e, Exprs.num(-constant));
        }
        return e;
    }

    @Override
    public String toString() {
        return KEY.expr(toExpr());
    }
}
