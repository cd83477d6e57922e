package dev.hicuda.analysis.loops;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.type.ArrayType;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.PointerType;

/**
 * Tells, conservatively, whether an integer expression has a signed type after the usual
 * promotions: true only when every operand provably does (decimal literals without a {@code u}
 * suffix, variables and array elements of signed types, enum constants, object-like macros whose
 * bodies are signed, casts to signed types).  Calls, {@code sizeof} and anything unknown count as
 * possibly unsigned.
 */
final class Signedness {
    private static final int MAX_MACRO_DEPTH = 16;
    private final Exprs ex;

    Signedness(Exprs ex) {
        this.ex = ex;
    }

    boolean isSigned(Expr e) {
        return signed(e, 0);
    }

    private boolean signed(Expr e, int depth) {
        if (depth > MAX_MACRO_DEPTH) {
            return false;
        }
        if (e instanceof Paren p) {
            return signed(p.inner(), depth);
        }
        if (e instanceof Literal l) {
            if (l.kind() == Literal.Kind.CHAR) {
                return true;
            }
            if (l.kind() != Literal.Kind.INT) {
                return false;
            }
            String s = l.text().toLowerCase();
            Long v = l.intValue();
            return !s.contains("u") && v != null && (v <= Integer.MAX_VALUE || !s.startsWith("0"));
        }
        if (e instanceof Ident i) {
            return i.symbol() != null && i.symbol().type() != null
                    && LoopShape.signedAfterPromotion(i.symbol().type());
        }
        if (e instanceof Unary u) {
            return switch (u.op()) {
                case "-", "+", "~" -> signed(u.operand(), depth);
                case "!" -> true;
                default -> false;
            };
        }
        if (e instanceof Binary b) {
            return switch (b.op()) {
                case "<", "<=", ">", ">=", "==", "!=", "&&", "||" -> true;
                case "<<", ">>" -> signed(b.left(), depth);
                default -> signed(b.left(), depth) && signed(b.right(), depth);
            };
        }
        if (e instanceof Conditional c) {
            return signed(c.then(), depth) && signed(c.otherwise(), depth);
        }
        if (e instanceof Cast c) {
            CType t = c.typeName() == null ? null : c.typeName().resolvedType();
            return t != null && LoopShape.signedAfterPromotion(t);
        }
        if (e instanceof Index ix) {
            Expr base = ix.base();
            while (base instanceof Index inner) {
                base = inner.base();
            }
            if (base instanceof Ident id && id.symbol() != null && id.symbol().type() != null) {
                CType t = id.symbol().type().resolved();
                while (t instanceof ArrayType || t instanceof PointerType) {
                    t = t instanceof ArrayType a ? a.element().resolved() : ((PointerType) t).pointee().resolved();
                }
                return LoopShape.signedAfterPromotion(t);
            }
            return false;
        }
        return false;
    }
}
