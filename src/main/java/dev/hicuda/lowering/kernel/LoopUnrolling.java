package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;

import java.util.ArrayList;
import java.util.List;

/**
 * Asks nvcc to unroll the kernel's loops whose trip count is a compile-time constant
 * (docs/translation.md, "Unrolling"): a counted loop ({@link CountedLoop}) whose bounds differ by
 * a constant ({@code for (k = kk; k < kk + 16; k++)} runs 16 times whatever kk is) gets
 * {@code #pragma unroll} when it is short and its unrolled body stays small, else
 * {@code #pragma unroll 4} or {@code 2} by the size of its body (not when it has barriers); a loop
 * whose body is too large gets nothing.  Sizes count operations (a call of a transcendental
 * function as {@link #CALL_WEIGHT}), an inner loop's body times its trips.
 */
final class LoopUnrolling {
    /** Loops with more trips than this are unrolled partly. */
    static final long FULL_TRIPS = 32;
    /** Largest unrolled body (operations) of a full unroll. */
    static final long FULL_BUDGET = 8192;
    /** A call of a transcendental function (sinf, expf, erff, ...) counts as this many operations, any other call as 2. */
    static final long CALL_WEIGHT = 16;

    /** Calls that compile to a few instructions. */
    private static final java.util.Set<String> CHEAP = java.util.Set.of("sqrtf", "rsqrtf", "sqrt", "rsqrt", "fabsf", "fabs", "fminf",
            "fmaxf", "fmin", "fmax", "fmaf", "fma", "abs", "min", "max", "floorf", "ceilf", "floor", "ceil", "__ldg", "__syncthreads");

    private final Exprs ex;
    private final ConstEval constants;

    LoopUnrolling(Exprs ex, ConstEval constants) {
        this.ex = ex;
        this.constants = constants;
    }

    /** Puts the pragmas in front of the loops of the kernel body. */
    void apply(Compound kbody) {
        for (For f : NodeWalker.collect(kbody, For.class)) {
            Long trips = trips(f);
            if (trips == null || trips < 2) {
                continue;
            }
            long size = size(f.body());
            String pragma;
            if (trips <= FULL_TRIPS && trips * size <= FULL_BUDGET) {
                pragma = "#pragma unroll";
            } else if (NodeWalker.any(f.body(), n -> n instanceof Call c && "__syncthreads".equals(c.calleeName()))) {
                continue; // a partly unrolled loop with barriers is only longer
            } else if (size <= 32 && trips >= 8) {
                pragma = "#pragma unroll 4";
            } else if (size <= 256 && trips >= 4) {
                pragma = "#pragma unroll 2";
            } else {
                continue;
            }
            mark(f, pragma);
        }
    }

    /** Puts {@code pragma} just before loop {@code f} (in a block of its own when f is the body of a statement). */
    static void mark(Stmt f, String pragma) {
        VerbatimStmt p = VerbatimStmt.of(pragma);
        if (f.parent() instanceof Compound c) {
            c.insertBefore(f, p);
            return;
        }
        Compound wrap = new Compound(new ArrayList<>());
        NodeWalker.replace(f, wrap);
        wrap.add(p);
        wrap.add(f);
    }

    /** The trip count when it is a compile-time constant, else null. */
    Long trips(For f) {
        CountedLoop cl = CountedLoop.of(f, constants);
        if (cl == null) {
            return null;
        }
        Long span = Affine.of(cl.bound(), ex).minus(Affine.of(cl.first(), ex)).value();
        if (span == null) {
            return null;
        }
        long s = cl.step();
        long as = Math.abs(s);
        long d = s > 0 ? span : -span;
        boolean inclusive = cl.rel().endsWith("=");
        if (d < 0 || d == 0 && !inclusive) {
            return 0L;
        }
        return (d + (inclusive ? as : as - 1)) / as;
    }

    /** Operations of one execution of {@code n}, inner constant-trip loops counted as unrolled. */
    private long size(Node n) {
        long total = 0;
        List<Node> kids = n.children();
        for (Node k : kids) {
            if (k instanceof For f) {
                Long t = trips(f);
                total += Math.max(1, t == null ? 1 : t) * size(f.body()) + size(f.cond() == null ? new Compound(List.of()) : f.cond());
                continue;
            }
            total += size(k);
        }
        if (n instanceof Call c) {
            total += c.calleeName() != null && CHEAP.contains(c.calleeName()) ? 2 : CALL_WEIGHT;
        } else if (n instanceof Binary || n instanceof Assign || n instanceof Unary) {
            total += 1;
        }
        return total;
    }
}
