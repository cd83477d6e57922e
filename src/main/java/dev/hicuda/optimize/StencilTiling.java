package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.optimize.stencil.StencilRewrite;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Stencil tiling (Mint's optimizer; issue 11's TileInLocalStencil), on the common IR: a kernel
 * region that partitions a rectangular nest of two or three loops, one thread a point of the
 * plane and a chunk of points along the outer (streaming) dimension, whose body reads arrays at a
 * centre point and its nearest neighbours, is rewritten so that each thread block walks its
 * chunk plane by plane with the most referenced read-only arrays' planes (and their ghost cells)
 * in shared memory, each thread's column in registers rotated along the stream, the next plane's
 * loads issued before the barrier, and the walk unrolled.  The rules, and why a kernel is left as
 * it is, are in {@link StencilRewrite}; each kernel gets one line in the report.
 *
 * <p>{@link Mode#ALL} ({@code --opt=+stencil-tiling}) applies it to the kernels of Mint loop nests and
 * to hiCUDA kernels of the same form wherever legal; {@link Mode#MODEL} (the default at {@code -O2})
 * does so where the cost model also says it pays (on the H200 the tiled Mint stencils ran at 0.99x of
 * the hand kernels and 1.035x the untiled translation, docs/mint.md); {@link Mode#ADVISE} (at
 * {@code -O1}) leaves every kernel as it is and says, for each Mint nest, why {@link Mode#MODEL} would
 * not tile it or else that -O2 would; {@link Mode#OFF} does nothing.
 */
public final class StencilTiling implements Pass {
    /** Which kernels the pass considers: none, advice only, where legal and profitable, or wherever legal. */
    public enum Mode { ADVISE, MODEL, ALL, OFF }

    /** The report line of a Mint nest left as it is by default. */
    static final String ADVICE = "not applied at -O1: -O2 tiles the nest (docs/mint.md, \"The optimizer\"); --opt=+stencil-tiling"
            + " tiles it at any level";

    private final Mode mode;

    public StencilTiling(Mode mode) {
        this.mode = mode;
    }

    @Override
    public String name() {
        return "stencil-tiling";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (mode == Mode.OFF) {
            return tu;
        }
        if (mode == Mode.ADVISE) {
            ConstEval constants = SymbolTable.of(ctx).constEval();
            for (KernelRegion r : Kernels.of(tu)) {
                if (r.directive().isMint()) {
                    String why = new StencilRewrite(constants, true, false).refusal(r);
                    String line = why != null ? why : ADVICE;
                    ctx.report().add("stencil tiling, kernel " + r.directive().name() + " (" + r.begin().pos().file() + ":"
                            + r.begin().pos().line() + "): " + line);
                    OptReport.of(ctx).add(r.begin().pos(), r.directive().name(), name(), line);
                }
            }
            return tu;
        }
        ConstEval constants = SymbolTable.of(ctx).constEval();
        List<KernelRegion> regions = new ArrayList<>(Kernels.of(tu));
        boolean changed = false;
        for (KernelRegion r : regions) {
            StencilRewrite.Result res = new StencilRewrite(constants, mode == Mode.MODEL, ctx.target() == dev.hicuda.pass.Target.cuda).apply(r);
            if (mode == Mode.MODEL && !res.applied() && !r.directive().isMint()) {
                continue; // at -O2 a hiCUDA kernel the pass leaves (most are no stencils) gets no line; +stencil-tiling says why
            }
            ctx.report().add("stencil tiling, kernel " + r.directive().name() + " (" + r.begin().pos().file() + ":"
                    + r.begin().pos().line() + "): " + res.description());
            OptReport.of(ctx).add(r.begin().pos(), r.directive().name(), name(), res.description());
            changed |= res.applied();
        }
        if (changed) {
            new SymbolResolver().run(tu, ctx);
        }
        return tu;
    }
}
