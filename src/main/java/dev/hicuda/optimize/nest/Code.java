package dev.hicuda.optimize.nest;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Jump;
import dev.hicuda.ir.stmt.Labeled;
import dev.hicuda.ir.stmt.Return;
import dev.hicuda.ir.stmt.Switch;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.ir.symbol.Symbol;

import java.util.LinkedHashSet;
import java.util.Set;

/** Facts about a piece of kernel code that the restructuring passes need. */
public final class Code {
    /** Functions without side effects on memory that kernels may call (math.h and CUDA's math functions). */
    private static final Set<String> PURE = Set.of("sqrt", "sqrtf", "rsqrt", "rsqrtf", "cbrt", "cbrtf", "exp", "expf", "exp2",
            "exp2f", "expm1", "expm1f", "log", "logf", "log2", "log2f", "log10", "log10f", "log1p", "log1pf", "pow", "powf",
            "sin", "sinf", "cos", "cosf", "tan", "tanf", "asin", "asinf", "acos", "acosf", "atan", "atanf", "atan2", "atan2f",
            "sinh", "sinhf", "cosh", "coshf", "tanh", "tanhf", "erf", "erff", "erfc", "erfcf", "fabs", "fabsf", "abs", "labs",
            "fmin", "fminf", "fmax", "fmaxf", "floor", "floorf", "ceil", "ceilf", "round", "roundf", "trunc", "truncf",
            "fmod", "fmodf", "hypot", "hypotf", "fma", "fmaf", "copysign", "copysignf", "min", "max");

    private Code() {
    }

    /** The variables declared inside {@code root}: the symbols of its identifiers whose declaration lies in it. */
    public static Set<Symbol> declaredIn(Node root) {
        Set<Symbol> out = new LinkedHashSet<>();
        NodeWalker.preOrder(root, n -> {
            if (n instanceof Ident i && i.symbol() != null && i.symbol().declaration() != null
                    && i.symbol().declaration().isInside(root)) {
                out.add(i.symbol());
            }
        });
        return out;
    }

    /**
     * The symbol of each declaration that the identifiers of {@code roots} refer to, by the declaring node (a
     * declarator carries no symbol: its uses do), by identity.
     */
    public static java.util.Map<Node, Symbol> symbolsByDeclaration(java.util.List<? extends Node> roots) {
        java.util.Map<Node, Symbol> out = new java.util.IdentityHashMap<>();
        for (Node root : roots) {
            NodeWalker.preOrder(root, n -> {
                if (n instanceof Ident i && i.symbol() != null && i.symbol().declaration() != null) {
                    out.putIfAbsent(i.symbol().declaration(), i.symbol());
                }
            });
        }
        return out;
    }

    /** Whether {@code root} mentions one of {@code syms}. */
    public static boolean mentions(Node root, Set<Symbol> syms) {
        return root != null && NodeWalker.any(root, n -> n instanceof Ident i && i.symbol() != null && syms.contains(i.symbol()));
    }

    /**
     * Whether every call in {@code root} is to a math function or to one of the translator's vector reads
     * ({@code hicuda_vld16(A[..])}, {@code hicuda_aligned16(A[..])}: an earlier pass's loads; no side effects).
     */
    public static boolean onlyPureCalls(Node root) {
        return !NodeWalker.any(root, n -> n instanceof Call c && !pure(c.calleeName()));
    }

    /** Whether a call of {@code callee} has no side effects by its name (a math function, a vector read of the translator). */
    public static boolean pure(String callee) {
        return callee != null && (PURE.contains(callee) || callee.startsWith("hicuda_vld") || callee.startsWith("hicuda_aligned"));
    }

    /**
     * A {@code return}, {@code goto}, label, or a {@code break}/{@code continue} that leaves
     * {@code root} (binds to a loop or switch around it) — null when there is none.
     */
    public static String escapingJump(Node root) {
        String[] why = {null};
        NodeWalker.preOrder(root, n -> {
            if (why[0] != null) {
                return;
            }
            if (n instanceof Return) {
                why[0] = "a return";
            } else if (n instanceof Labeled l && l.kind() == Labeled.Kind.LABEL) {
                why[0] = "a label";
            } else if (n instanceof Jump j) {
                if (j.kind() == Jump.Kind.GOTO || j.kind() == Jump.Kind.COMPUTED_GOTO) {
                    why[0] = "a goto";
                } else if (!bindsInside(j, root)) {
                    why[0] = "a " + (j.kind() == Jump.Kind.BREAK ? "break" : "continue") + " of an enclosing loop";
                }
            }
        });
        return why[0];
    }

    /** Whether the loop (or switch, for break) that {@code j} binds to lies inside {@code root} (not root itself). */
    private static boolean bindsInside(Jump j, Node root) {
        for (Node p = j.parent(); p != null && p != root; p = p.parent()) {
            if (p instanceof For || p instanceof While || j.kind() == Jump.Kind.BREAK && p instanceof Switch) {
                return true;
            }
        }
        return false;
    }
}
