package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.registers.LoopFacts;
import dev.hicuda.optimize.registers.VectorizedAccesses;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Vector accesses (a thread's consecutive elements, 16 bytes at a time): in the sequential loops of constant trip
 * count of a kernel, reads of a read-only global array at the loop's variable in the last subscript become
 * {@code float4} (int4, uint4, double2) loads, and the stores of every iteration to such elements of an array the
 * loop does not read one vector store, the body repeated for the vector's elements, where the first element is
 * 16-byte aligned ({@link VectorizedAccesses} has the rules).  Results are unchanged (the same elements are read); the cost is
 * the loop's second copy, run where the alignment does not hold.  On at -O1: it never makes more loads or stores.
 */
public final class VectorAccess implements Pass {
    private final Setting setting;
    private final Tuning tuned;

    public VectorAccess(Setting setting, Tuning tuned) {
        this.setting = setting;
        this.tuned = tuned;
    }

    @Override
    public String name() {
        return "vector-access";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            if (!tuned.vectorAccess(kernel)) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: the tuning file turns it off for this kernel");
                continue;
            }
            ConstEval constants = SymbolTable.of(ctx).constEval();
            List<String> lines = new ArrayList<>();
            for (For f : LoopFacts.sequentialLoops(r)) {
                if (f.parent() != null) { // (a loop of an earlier copy taken out of the tree)
                    lines.addAll(new VectorizedAccesses(f, r, tu, constants, names).apply());
                }
            }
            boolean changed = false;
            for (String l : lines) {
                boolean applied = l.startsWith("applied");
                changed |= applied;
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), applied ? l : "not applied: " + l);
            }
            if (lines.isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: no sequential loop of constant trip count"
                        + " reads or writes a global array at its variable in the last subscript");
            }
            if (changed) {
                new SymbolResolver().run(tu, ctx);
            }
        }
        return tu;
    }
}
