package dev.hicuda.driver;

import dev.hicuda.lowering.data.ConstantDataLowering;
import dev.hicuda.lowering.data.ConstantMemoryPlanning;
import dev.hicuda.lowering.data.GlobalDataLowering;
import dev.hicuda.lowering.data.ShapeDirectivesToComments;
import dev.hicuda.lowering.kernel.KernelLowering;
import dev.hicuda.lowering.mint.MintLowering;
import dev.hicuda.optimize.StencilTiling;
import dev.hicuda.optimize.WorkPerThread;
import dev.hicuda.optimize.Registers;
import dev.hicuda.optimize.Specialization;
import dev.hicuda.optimize.Coalescing;
import dev.hicuda.optimize.SharedTiling;
import dev.hicuda.lowering.target.CxxCompatibility;
import dev.hicuda.lowering.target.DevicePrelude;
import dev.hicuda.lowering.target.RuntimePreamble;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import dev.hicuda.analysis.DirectiveChecker;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.dataflow.DataLifecycle;
import dev.hicuda.analysis.dependence.DependenceCheck;
import dev.hicuda.analysis.mint.MintChecker;
import dev.hicuda.ir.decl.TranslationUnit;

import java.util.List;

/** The passes, listed in one place, in the order they run. */
public final class Pipeline {
    private final List<Pass> passes;

    private Pipeline(List<Pass> passes) {
        this.passes = passes;
    }

    /** The front end's checks only (symbols, where directives stand, the order of data directives): what `--target c` runs. */
    public static Pipeline analysesOnly() {
        return new Pipeline(List.of(new SymbolResolver(), new MintChecker(), new DirectiveChecker(), new DataLifecycle()));
    }

    /** Everything, for the CUDA and CPU targets and for `hicuda check`, with the default optimizations. */
    public static Pipeline full() {
        return full(Optimizations.defaults());
    }

    /**
     * Everything, with the optimizations {@code opt} asks for. The dependence check looks at the hiCUDA
     * partitioned loops as written, before Mint's loop nests are lowered (a Mint 'for' asserts independence).
     */
    public static Pipeline full(Optimizations opt) {
        return new Pipeline(List.of(new SymbolResolver(), new MintChecker(), new DirectiveChecker(), new DataLifecycle(),
                new DependenceCheck(), new MintLowering(), new StencilTiling(opt.stencilTiling()),
                new Specialization(opt.setting("specialization")), new Registers(opt.setting("registers")), new Coalescing(opt.setting("coalescing")),
                new WorkPerThread(opt.setting("coarsening"), opt.tuned()), new SharedTiling(opt.setting("shared-tiling"), opt.tuned()),
                new ConstantMemoryPlanning(),
                new KernelLowering(), new GlobalDataLowering(), new ConstantDataLowering(), new ShapeDirectivesToComments(), new CxxCompatibility(),
                new RuntimePreamble(), new DevicePrelude()));
    }

    public List<Pass> passes() {
        return passes;
    }

    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        TranslationUnit cur = tu;
        for (Pass p : passes) {
            cur = p.run(cur, ctx);
            ctx.reporter().stopIfErrors();
        }
        return cur;
    }
}
