package dev.hicuda.driver;

import dev.hicuda.analysis.DirectiveChecker;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.interproc.CallGraphAnalysis;
import dev.hicuda.analysis.mint.MintChecker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.lowering.data.ConstantDataLowering;
import dev.hicuda.lowering.data.ConstantMemoryPlanning;
import dev.hicuda.lowering.data.GlobalDataLowering;
import dev.hicuda.lowering.data.ShapeDirectivesToComments;

import dev.hicuda.lowering.interproc.DataPropagation;
import dev.hicuda.lowering.kernel.KernelLowering;
import dev.hicuda.lowering.kernel.KernelOnlyFunctions;
import dev.hicuda.lowering.mint.MintLowering;
import dev.hicuda.optimize.WorkPerThread;
import dev.hicuda.optimize.Registers;
import dev.hicuda.optimize.Specialization;
import dev.hicuda.optimize.Coalescing;
import dev.hicuda.optimize.SharedArrays;
import dev.hicuda.optimize.SharedTiling;
import dev.hicuda.optimize.Prefetch;
import dev.hicuda.optimize.VectorAccess;
import dev.hicuda.optimize.KernelCodeChoices;
import dev.hicuda.lowering.target.CxxCompatibility;
import dev.hicuda.lowering.target.DevicePrelude;
import dev.hicuda.lowering.target.RuntimePreamble;
import dev.hicuda.optimize.StencilTiling;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;
import dev.hicuda.pass.ProgramPass;
import dev.hicuda.pass.WholeProgram;

import dev.hicuda.analysis.dataflow.DataLifecycle;
import dev.hicuda.analysis.dependence.DependenceCheck;

import java.util.ArrayList;
import java.util.List;

/**
 * The passes, listed in one place, in the order they run.  A unit pass ({@link Pass}) runs on
 * every input file before the next step starts; a program pass ({@link ProgramPass}) runs once on
 * all of them, so that what crosses files (calls, data directives reaching kernels through calls,
 * constant memory) is decided with the whole program in view.
 */
public final class Pipeline {
    /** One step: a unit pass or a program pass (exactly one of the two). */
    private record Step(Pass unit, ProgramPass program) {
        String name() {
            return unit != null ? unit.name() : program.name();
        }
    }

    private final List<Step> steps;

    private Pipeline(List<Object> passes) {
        List<Step> l = new ArrayList<>();
        for (Object p : passes) {
            l.add(p instanceof Pass u ? new Step(u, null) : new Step(null, (ProgramPass) p));
        }
        this.steps = List.copyOf(l);
    }

    /** The front end's checks only (symbols, calls, where directives stand, the order of data directives): what `--target c` runs. */
    public static Pipeline analysesOnly() {
        return new Pipeline(List.of(new SymbolResolver(), new CallGraphAnalysis(), new MintChecker(), new DirectiveChecker(),
                new DataLifecycle()));
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
        return new Pipeline(List.of(new SymbolResolver(), new CallGraphAnalysis(), new MintChecker(), new DirectiveChecker(),
                new DataLifecycle(), new DependenceCheck(), new MintLowering(), new StencilTiling(opt.stencilTiling()),
                new DataPropagation(),
                new Specialization(opt.setting("specialization")), new Registers(opt.setting("registers")), new Coalescing(opt.setting("coalescing")),
                new WorkPerThread(opt.setting("coarsening"), opt.tuned()), new SharedTiling(opt.setting("shared-tiling"), opt.tuned()),
                new SharedArrays(opt.setting("shared-arrays")),
                new Prefetch(opt.setting("prefetch"), opt.tuned()), new VectorAccess(opt.setting("vector-access"), opt.tuned()),
                new KernelCodeChoices(opt.setting("loop-versioning"), opt.tuned()),
                new ConstantMemoryPlanning(), new KernelLowering(), new KernelOnlyFunctions(), new GlobalDataLowering(), new ConstantDataLowering(),
                new ShapeDirectivesToComments(), new CxxCompatibility(), new RuntimePreamble(), new DevicePrelude()));
    }

    /** The names of the steps, in order. */
    public List<String> names() {
        return steps.stream().map(Step::name).toList();
    }

    /** Runs every step on the program; stops after a step that reported errors. */
    public void run(WholeProgram program) {
        for (Step s : steps) {
            if (s.program() != null) {
                s.program().run(program);
            } else {
                for (PassContext u : program.units()) {
                    TranslationUnit tu = u.program().unit();
                    s.unit().run(tu, u);
                }
            }
            program.units().get(0).reporter().stopIfErrors();
        }
    }
}
