package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.nest.PureFunctions;
import dev.hicuda.optimize.registers.LoopFacts;
import dev.hicuda.optimize.registers.PrefetchedLoads;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Prefetch (software pipelining of global loads, the register pipeline of hand-written stencils): in the
 * sequential loops of kernels whose iterations synchronize the block, the reads of read-only arrays that
 * every iteration makes at subscripts following the loop's variable are issued one iteration ahead, into
 * registers, so that they are in flight across the barrier ({@link PrefetchedLoads} has the rules).  Results
 * are unchanged (the same elements are read, and no statement of the kernel writes them); the cost is a
 * register a 32-bit value, at most {@code PrefetchedLoads.MAX_WORDS} a loop.  On at -O2.
 */
public final class Prefetch implements Pass {
    private final Setting setting;
    private final Tuning tuned;

    public Prefetch(Setting setting, Tuning tuned) {
        this.setting = setting;
        this.tuned = tuned;
    }

    @Override
    public String name() {
        return "prefetch";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        boolean changed = false;
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            if (!tuned.prefetch(kernel)) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: the tuning file turns it off for this kernel");
                continue;
            }
            ConstEval constants = SymbolTable.of(ctx).constEval();
            List<String> lines = new ArrayList<>();
            for (For f : LoopFacts.sequentialLoops(r)) {
                lines.addAll(new PrefetchedLoads(f, r, constants, names, new PureFunctions(tu)).apply());
            }
            for (String l : lines) {
                boolean applied = l.startsWith("applied");
                changed |= applied;
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), applied ? l : "not applied: " + l);
            }
            if (lines.isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: no sequential loop of the kernel synchronizes"
                        + " the block (elsewhere the other warps hide the loads' latency)");
            }
            if (changed) {
                new SymbolResolver().run(tu, ctx);
            }
        }
        return tu;
    }
}
