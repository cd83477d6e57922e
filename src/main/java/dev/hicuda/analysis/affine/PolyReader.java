package dev.hicuda.analysis.affine;

import dev.hicuda.analysis.ConstEval;

import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.print.CPrinter;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.CType;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads an integer expression as a {@link Poly}: constants (literals, enums, macros and const
 * variables, by {@link ConstEval}), variables, {@code + - *}, unary minus, shifts left by a
 * constant and integer casts are interpreted; any other side-effect-free subexpression
 * ({@code idx[i]}, {@code n / 2}, {@code threadIdx.x}) becomes an opaque atom.  An expression
 * with side effects (assignment, {@code ++}, a call that is not a math function) or of floating
 * type has no polynomial (null).  Integer overflow is not modelled: the analyses reason on
 * mathematical integers, as the index arithmetic of a correct program does.
 */
public final class PolyReader {
    private final ConstEval constants;
    private final CPrinter printer = CPrinter.canonical();
    private final List<Poly.Atom> appearance = new ArrayList<>();

    public PolyReader(ConstEval constants) {
        this.constants = constants;
    }

    /** The atoms met so far, in the order they were first read (for printing results in the user's order). */
    public List<Poly.Atom> appearance() {
        return appearance;
    }

    /** The polynomial of {@code e}, or null. */
    public Poly read(Expr e) {
        if (e == null) {
            return null;
        }
        if (e.type() != null && e.type().isFloating()) {
            return null;
        }
        Long v = constants.eval(e);
        if (v != null) {
            return Poly.constant(v);
        }
        if (e instanceof Paren p) {
            return read(p.inner());
        }
        if (e instanceof Literal) {
            return null; // a floating or string literal
        }
        if (e instanceof Ident i) {
            Symbol s = i.symbol();
            if (s == null) {
                return atom(Poly.Atom.named(i.name()));
            }
            if (!s.isObject() || s.type() == null || !s.type().isInteger()) {
                return null;
            }
            return atom(Poly.Atom.of(s));
        }
        if (e instanceof Unary u && !u.isPostfix() && (u.op().equals("-") || u.op().equals("+"))) {
            Poly p = read(u.operand());
            return p == null ? null : u.op().equals("-") ? p.scale(-1) : p;
        }
        if (e instanceof Binary b && (b.op().equals("+") || b.op().equals("-") || b.op().equals("*"))) {
            Poly l = read(b.left());
            Poly r = read(b.right());
            if (l == null || r == null) {
                return null;
            }
            return switch (b.op()) {
                case "+" -> l.plus(r);
                case "-" -> l.minus(r);
                default -> l.times(r);
            };
        }
        if (e instanceof Binary b && b.op().equals("<<")) {
            Long k = constants.eval(b.right());
            Poly l = read(b.left());
            if (k != null && k >= 0 && k < 62 && l != null) {
                return l.scale(1L << k);
            }
        }
        if (e instanceof Cast c) {
            CType t = c.typeName() == null ? null : c.typeName().resolvedType();
            return t != null && t.isInteger() ? read(c.operand()) : null;
        }
        return opaque(e);
    }

    private Poly atom(Poly.Atom a) {
        if (!appearance.contains(a)) {
            appearance.add(a);
        }
        return Poly.of(a);
    }

    private Poly opaque(Expr e) {
        if (hasSideEffects(e) || e instanceof Assign || e instanceof Comma) {
            return null;
        }
        StringBuilder key = new StringBuilder();
        for (Ident i : NodeWalker.collect(e, Ident.class)) {
            key.append('#').append(i.symbol() == null ? 0 : System.identityHashCode(i.symbol()));
        }
        return atom(Poly.Atom.opaque(e, printer.expr(e), key.toString()));
    }

    /** Whether evaluating {@code e} may change memory (assignments, ++/--, calls other than pure math). */
    public static boolean hasSideEffects(Expr e) {
        return NodeWalker.any(e, n -> n instanceof Assign || n instanceof Unary u && u.isIncDec()
                || n instanceof Call c && (c.calleeName() == null || c.calleeName().equals("printf")));
    }
}
