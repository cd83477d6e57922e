package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.ArrayDeclarator;
import dev.hicuda.ir.decl.Declarator;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.List;
import java.util.Set;

/**
 * Asks nvcc, or the OpenCL C compiler, to unroll the kernel's loops whose trip count is a compile-time
 * constant (docs/translation.md, "Unrolling"; NVIDIA's OpenCL compiler and PoCL's Clang take
 * {@code #pragma unroll} in OpenCL C 1.2, which has no {@code opencl_unroll_hint}): a counted loop ({@link CountedLoop}) whose bounds differ by
 * a constant ({@code for (k = kk; k < kk + 16; k++)} runs 16 times whatever kk is) gets
 * {@code #pragma unroll} when it is short and its unrolled body stays small (larger when its variable
 * subscripts an array of the thread's own: it stays in registers only when fully unrolled), else
 * {@code #pragma unroll 16} (a straight-line body of at most {@link #STRAIGHT_BUDGET} operations), {@code 4} or
 * {@code 2} by the size of its body (not when it has barriers); a loop
 * whose body is too large gets nothing, and a loop that has its {@code #pragma unroll} already keeps it.  Sizes count operations (a call of a transcendental
 * function as {@link #CALL_WEIGHT}), an inner loop's body times its trips.
 */
final class LoopUnrolling {
    /** Loops with more trips than this are unrolled partly. */
    static final long FULL_TRIPS = 32;
    /** Largest unrolled body (operations) of a full unroll. */
    static final long FULL_BUDGET = 1024;
    /** ... of a loop whose variable subscripts an array of the thread's own, which stays in registers only when unrolled fully. */
    static final long REGISTER_ARRAY_BUDGET = 8192;
    /**
     * Largest body (operations) of a loop unrolled 16 times when it is straight-line code (nbody's all-pairs step over
     * its shared tile, 25 operations: 12.5 ms unrolled 4 times, 11.3 unrolled 16 times on the H200, as its hand version
     * does, 2026-12-02).
     */
    static final long STRAIGHT_BUDGET = 32;
    /**
     * Largest body of a loop unrolled 4 times (gaussderiv's step with an expf, 156 operations: 2.97 ms unrolled twice,
     * 2.52 four times, as its hand version; cp's, mrifhd's and rpes's hand versions unroll such loops 4 times too).
     */
    static final long QUAD_BUDGET = 160;
    /** A call of a transcendental function (sinf, expf, erff, ...) counts as this many operations, any other call as 2. */
    static final long CALL_WEIGHT = 64;

    /** Calls that compile to a few instructions (any other one is taken as a transcendental function). */
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
            if (trips == null || trips < 2 || hasUnrollPragma(f)) {
                continue;
            }
            long size = size(f.body());
            String pragma;
            long budget = subscriptsLocalArray(f, kbody, constants) ? REGISTER_ARRAY_BUDGET : FULL_BUDGET;
            if (trips <= FULL_TRIPS && trips * size <= budget) {
                pragma = "#pragma unroll";
            } else if (NodeWalker.any(f.body(), n -> n instanceof Call c && "__syncthreads".equals(c.calleeName()))) {
                continue; // a partly unrolled loop with barriers is only longer
            } else if (size <= STRAIGHT_BUDGET && trips >= 16 && straightLine(f.body())) {
                pragma = "#pragma unroll 16";
            } else if (size <= QUAD_BUDGET && trips >= 8) {
                pragma = "#pragma unroll 4";
            } else if (size <= 256 && trips >= 4) {
                pragma = "#pragma unroll 2";
            } else {
                continue;
            }
            mark(f, pragma);
        }
    }

    /**
     * Whether the loop's variable subscripts an array of the thread's own (declared in the kernel body,
     * a true array: not a pointer to the rows of a shared copy), or the variable of a loop inside it
     * subscripts a register tile (such an array of at least {@link KernelLowering#REGISTER_TILE}
     * elements: mm's acc[8][8], whose strip of 16 k steps unrolled around it ran 10 % faster): such an
     * array stays in registers only when its subscripts are constants. (sqdist's 16 rows around its 16
     * coordinates in yr[16], no register tile, took 255 registers and spilled when unrolled.)
     */
    private static boolean subscriptsLocalArray(For f, Compound kbody, ConstEval constants) {
        Map<String, Long> locals = new HashMap<>();
        for (InitDeclarator d : NodeWalker.collect(kbody, InitDeclarator.class)) {
            Declarator dd = d.declarator();
            long elements = 1;
            while (dd instanceof ArrayDeclarator a) {
                Long n = a.size() == null ? null : constants.eval(a.size());
                elements = n == null ? 0 : elements * n;
                dd = a.inner();
            }
            if (d.declarator() instanceof ArrayDeclarator && dd instanceof NameDeclarator) {
                locals.put(d.name(), elements);
            }
        }
        if (locals.isEmpty()) {
            return false;
        }
        CountedLoop own = CountedLoop.of(f, constants);
        Set<String> nest = new HashSet<>();
        for (For g : NodeWalker.collect(f, For.class)) {
            CountedLoop cl = CountedLoop.of(g, constants);
            if (cl != null) {
                nest.add(cl.var().name());
            }
        }
        return NodeWalker.any(f.body(), n -> n instanceof Index ix && locals.containsKey(baseName(ix))
                && NodeWalker.any(ix.index(), m -> m instanceof Ident i && (own != null && i.name().equals(own.var().name())
                || nest.contains(i.name()) && locals.get(baseName(ix)) >= KernelLowering.REGISTER_TILE)));
    }

    private static String baseName(Index ix) {
        Expr e = ix;
        while (e instanceof Index i) {
            e = i.base();
        }
        return e instanceof Ident id ? id.name() : null;
    }

    /** Whether {@code body} has no branch: no if, loop, switch, ?:, && or ||, no jump. */
    private static boolean straightLine(Stmt body) {
        return !NodeWalker.any(body, n -> n instanceof dev.hicuda.ir.stmt.If || n instanceof For || n instanceof dev.hicuda.ir.stmt.While
                || n instanceof dev.hicuda.ir.stmt.Switch || n instanceof dev.hicuda.ir.stmt.Jump || n instanceof dev.hicuda.ir.stmt.Return
                || n instanceof dev.hicuda.ir.expr.Conditional || n instanceof Binary b && (b.op().equals("&&") || b.op().equals("||")));
    }

    /** Puts {@code pragma} just before loop {@code f} (in a block of its own when f is the body of a statement). */
    /** Whether the loop already has a {@code #pragma unroll} (the stencil tiling's walk, whose registers need a full unroll). */
    private static boolean hasUnrollPragma(For f) {
        if (!(f.parent() instanceof Compound c) || c.indexOf(f) < 1) {
            return false;
        }
        return c.items().get(c.indexOf(f) - 1) instanceof VerbatimStmt v && !v.lines().isEmpty()
                && v.lines().get(0).trim().startsWith("#pragma unroll");
    }

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
        if (n instanceof For f) {
            // unrolled, a constant-trip loop is its body that many times (no test, no step); otherwise body and test once
            Long t = trips(f);
            return t != null ? Math.max(1, t) * size(f.body()) : size(f.body()) + (f.cond() == null ? 0 : size(f.cond()));
        }
        long total = 0;
        for (Node k : n.children()) {
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
