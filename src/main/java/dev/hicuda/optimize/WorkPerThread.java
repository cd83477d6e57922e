package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.nest.ExplicitNest;
import dev.hicuda.optimize.nest.ExplicitNests;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.stencil.PartitionedNest;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.List;
import java.util.Set;

/**
 * Work per thread (thread coarsening, register blocking): a kernel that is a nest of partitioned
 * loops computes {@code F} iterations of a dimension per thread, T apart, its body unrolled and
 * jammed ({@link ExplicitNest}, {@link dev.hicuda.optimize.nest.Jam}), so that what the copies read
 * in common is read once: in {@code C[i][j] += A[i][k] * B[k][j]}, 4 x 4 copies read 4 elements of
 * A and 4 of B per k instead of 16 and 16 (the 8 x 8 per-thread block of a tuned SGEMM is the same
 * idea).
 *
 * <p>Legality: {@link ExplicitNest#refusal} (a rectangular nest of 1 to 3 loops partitioned over
 * blocks and threads, unit steps, signed variables; a body without directives, jumps out of it, or
 * static variables).  Profitability (the cost model): a dimension is coarsened when a sequential
 * loop of the body reads an array element that does not depend on its variable (reuse across the
 * copies); by {@link #FACTOR} along at most two such dimensions, halved while the copies' scalars
 * would exceed {@link #REGISTERS}; never a body that declares arrays (they would go to local
 * memory); never a one-dimensional nest, whose thread count (known only at run time) coarsening
 * would divide (unless its trip count is a constant that leaves a full GPU of threads).
 * {@code --opt=+coarsening} skips the profitability rule and coarsens every dimension by {@link #FACTOR}.
 */
public final class WorkPerThread implements Pass {
    /** Copies a thread computes along a coarsened dimension. */
    public static final int FACTOR = 4;
    /** The scalars of all copies a thread may hold (the per-thread register budget, in 4-byte values, with room to spare). */
    static final int REGISTERS = 96;
    /** Threads that fill an H100 (132 SMs x 2048). */
    static final long FULL_GPU = 132L * 2048;

    private final Setting setting;
    private final Tuning tuned;

    public WorkPerThread(Setting setting, Tuning tuned) {
        this.setting = setting;
        this.tuned = tuned;
    }

    @Override
    public String name() {
        return "coarsening";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        ConstEval constants = SymbolTable.of(ctx).constEval();
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        boolean changed = false;
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            PartitionedNest nest = PartitionedNest.of(r, constants);
            String why = ExplicitNest.refusal(nest, SymbolTable.of(ctx));
            if (why != null) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: " + why);
                continue;
            }
            boolean fromFile = tuned.coarsening(kernel, nest.dims().size()) != null;
            Decision dec = fromFile ? new Decision(tuned.coarsening(kernel, nest.dims().size()), "the tuning file asks for one iteration a thread")
                    : decide(nest, constants);
            int[] factors = dec.factors();
            if (factors == null || factors.length != nest.dims().size() || product(factors) == 1) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: " + (factors != null
                        && factors.length != nest.dims().size() ? "the tuning file gives " + factors.length
                        + " factors for " + nest.dims().size() + " dimensions" : dec.why()));
                continue;
            }
            int total = product(factors);
            StringBuilder how = new StringBuilder();
            for (int d = 0; d < factors.length; d++) {
                how.append(d == 0 ? "" : " x ").append(factors[d]);
            }
            ExplicitNest en = ExplicitNest.build(r, nest, factors, names, SymbolTable.of(ctx), constants);
            ctx.get(ExplicitNests.KEY).put(en);
            changed = true;
            StringBuilder dims = new StringBuilder();
            for (ExplicitNest.Dim d : en.dims()) {
                dims.append(dims.length() == 0 ? "" : ", ").append('\'').append(d.var()).append("' ").append(d.factor())
                        .append(d.factor() > 1 ? " (" + d.threads() + " apart)" : "");
            }
            OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "applied: " + total + " iterations a thread (" + how + "): "
                    + dims + "; block tile " + tile(en) + "; body unrolled and jammed"
                    + (en.dims().stream().allMatch(ExplicitNest.Dim::exact) ? "" : "; last copies clamped, their stores guarded")
                    + (fromFile ? " (from the tuning file)" : ""));
        }
        if (changed) {
            new SymbolResolver().run(tu, ctx);
        }
        return tu;
    }

    private static String tile(ExplicitNest en) {
        StringBuilder sb = new StringBuilder();
        for (ExplicitNest.Dim d : en.dims()) {
            sb.append(sb.length() == 0 ? "" : " x ").append(d.tile());
        }
        return sb.toString();
    }

    /** Copies a thread per dimension, or null factors and why not. */
    record Decision(int[] factors, String why) {
    }

    static int product(int[] f) {
        int p = 1;
        for (int x : f) {
            p *= x;
        }
        return p;
    }

    /** The cost model. */
    Decision decide(PartitionedNest nest, ConstEval constants) {
        List<PartitionedNest.Dim> dims = nest.dims();
        int[] f = new int[dims.size()];
        java.util.Arrays.fill(f, 1);
        if (setting.forced()) {
            java.util.Arrays.fill(f, FACTOR);
            return new Decision(f, null);
        }
        if (NodeWalker.any(nest.body(), n -> n instanceof dev.hicuda.ir.decl.InitDeclarator d
                && d.declarator() instanceof dev.hicuda.ir.decl.ArrayDeclarator)) {
            return new Decision(null, "the loop body declares an array (each copy's would go to local memory)");
        }
        List<For> loops = NodeWalker.collect(nest.body(), For.class);
        if (loops.isEmpty()) {
            return new Decision(null, "no sequential loop in the body: no element is read more than once by a thread");
        }
        Set<Symbol> declared = Code.declaredIn(nest.body());
        int chosen = 0;
        for (int d = dims.size() - 1; d >= 0 && chosen < 2; d--) {
            Symbol v = dims.get(d).var();
            boolean shared = false;
            for (For loop : loops) {
                Set<Symbol> lv = CountedLoop.writtenIn(loop.step());
                for (ArrayRef ref : ArrayRef.in(loop.body())) {
                    shared |= ref.read() && !declared.contains(ref.array()) && !Code.mentions(ref.node(), Set.of(v))
                            && Code.mentions(ref.node(), lv);
                }
            }
            if (shared) {
                f[d] = FACTOR;
                chosen++;
            }
        }
        if (chosen == 0) {
            return new Decision(null, "no array element read in a loop of the body is the same for several iterations of a"
                    + " partitioned loop (no reuse to share)");
        }
        if (dims.size() == 1) {
            Exprs ex = new Exprs(constants);
            Long trips = constants.eval(ex.sub(dims.get(0).exclusiveEnd(), Exprs.wrap(dims.get(0).first())));
            if (trips == null || trips / FACTOR < FULL_GPU) {
                return new Decision(null, "one partitioned dimension: " + FACTOR + " iterations a thread would divide its threads by "
                        + FACTOR + (trips == null ? ", and their number is known only at run time" : ", leaving fewer than " + FULL_GPU));
            }
        }
        int scalars = 2 + declared.size() + CountedLoop.writtenIn(nest.body()).size();
        int total = product(f);
        for (int d = 0; total * scalars > REGISTERS && total > 1; d = (d + 1) % f.length) {
            if (f[d] > 1) {
                f[d] /= 2;
                total /= 2;
            }
        }
        return new Decision(f, "the body's " + scalars + " scalars leave no room in registers for a second copy");
    }
}
