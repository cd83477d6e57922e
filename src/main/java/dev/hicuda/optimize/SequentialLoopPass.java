package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.registers.LoopFacts;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * A pass that rewrites the sequential loops of each kernel one at a time ({@link Prefetch}, {@link VectorAccess}):
 * it runs when its setting is on and the tuning file does not say {@code KERNEL.NAME = off}; each loop gives report
 * lines ("applied: ..." or the reason why not, reported as "not applied: ..."), and a kernel with none gets
 * {@link #nothingToDo}; the symbols are resolved again after a kernel was changed.
 */
abstract class SequentialLoopPass implements Pass {
    private final Setting setting;
    private final Tuning tuned;

    SequentialLoopPass(Setting setting, Tuning tuned) {
        this.setting = setting;
        this.tuned = tuned;
    }

    /** The report lines of one sequential loop of kernel {@code r}; empty when the loop is no candidate. */
    abstract List<String> rewrite(For loop, KernelRegion r, TranslationUnit tu, ConstEval constants, Names names);

    /** The report line of a kernel none of whose loops is a candidate. */
    abstract String nothingToDo();

    @Override
    public final TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            if (!tuned.on(kernel, name())) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: the tuning file turns it off for this kernel");
                continue;
            }
            ConstEval constants = SymbolTable.of(ctx).constEval();
            List<String> lines = new ArrayList<>();
            for (For f : LoopFacts.sequentialLoops(r)) {
                if (f.parent() != null) { // (a loop an earlier rewrite took out of the tree)
                    lines.addAll(rewrite(f, r, tu, constants, names));
                }
            }
            boolean changed = false;
            for (String l : lines) {
                boolean applied = l.startsWith("applied");
                changed |= applied;
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), applied ? l : "not applied: " + l);
            }
            if (lines.isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: " + nothingToDo());
            }
            if (changed) {
                new SymbolResolver().run(tu, ctx);
            }
        }
        return tu;
    }
}
