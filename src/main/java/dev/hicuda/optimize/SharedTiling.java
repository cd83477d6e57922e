package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.optimize.nest.ExplicitNest;
import dev.hicuda.optimize.nest.ExplicitNests;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.stencil.PartitionedNest;
import dev.hicuda.optimize.tiling.NestView;
import dev.hicuda.optimize.tiling.StripPlan;
import dev.hicuda.optimize.tiling.TileAnalysis;
import dev.hicuda.optimize.tiling.TileWriter;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Tiling into shared memory (the thesis' TileInLocal, the paper's Fig. 4 done by the compiler): in a
 * kernel that is a nest of partitioned loops, arrays that the threads of a block read in common
 * (matrix multiply's rows and columns, all-pairs interactions) are staged in shared memory, tile by
 * tile, over a loop of the body that is strip-mined for it:
 * <pre>
 * for (int k_s = 0; k_s &lt; n; k_s += 32) {
 * #pragma hicuda shared alloc A[i_b + i_t:i_b + i_t + 48][k_s:k_s + 31] copyin
 *     for (k = k_s; k &lt; k_s + 32; k++) if (k &lt; n) { ...A[i][k]... }
 * #pragma hicuda shared remove A
 * }
 * </pre>
 * The directives are then translated like the programmer's (cooperative coalesced copies,
 * barriers, bounds guards, padding against bank conflicts; docs/translation.md).  The nest is first
 * rewritten in explicit form ({@link ExplicitNest}) unless {@link WorkPerThread} did it.
 *
 * <p>Legality: the nest's ({@link ExplicitNest#refusal}: no directive of the programmer's in the
 * body, so an explicit {@code shared} always wins) and the array's ({@link TileAnalysis}: read only,
 * affine subscripts, a loop every thread of a block runs alike), a device copy in global memory
 * (not {@code constant} or {@code texture}: the programmer's choice wins), and the tiles of a
 * loop fitting in {@link StripPlan#BUDGET} bytes of shared memory.  Profitability: an array is staged
 * when several threads of a block read each element (reuse) or when consecutive threads read
 * elements far apart (staging makes the loads coalesced); {@code --opt=+shared-tiling} stages every
 * legal array.
 */
public final class SharedTiling implements Pass {
    private final Setting setting;
    private final Tuning tuned;

    public SharedTiling(Setting setting, Tuning tuned) {
        this.setting = setting;
        this.tuned = tuned;
    }

    @Override
    public String name() {
        return "shared-tiling";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            SymbolTable symbols = SymbolTable.of(ctx);
            ConstEval constants = symbols.constEval();
            ExplicitNest en = ctx.get(ExplicitNests.KEY).get(r.begin());
            NestView view;
            PartitionedNest nest = null;
            if (en == null) {
                nest = PartitionedNest.of(r, constants);
                String why = ExplicitNest.refusal(nest, SymbolTable.of(ctx));
                if (why != null) {
                    OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: " + why);
                    continue;
                }
                view = NestView.of(nest);
            } else {
                view = NestView.of(en);
            }
            Integer strip = tuned.strip(kernel);
            Plan plan = plan(r, view, constants, symbols, strip);
            if (plan.strips().isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: " + (plan.refusals().isEmpty()
                        ? "the body reads no array" : String.join("; ", plan.refusals())));
                continue;
            }
            if (en == null) {
                int[] ones = new int[nest.dims().size()];
                java.util.Arrays.fill(ones, 1);
                en = ExplicitNest.build(r, nest, ones, names, symbols, constants);
                ctx.get(ExplicitNests.KEY).put(en);
                new SymbolResolver().run(tu, ctx);
                symbols = SymbolTable.of(ctx);
                constants = symbols.constEval();
                view = NestView.of(en);
                plan = plan(r, view, constants, symbols, strip);
            }
            for (StripPlan p : plan.strips()) {
                new TileWriter(en, constants, names).write(p);
                OptReport.of(ctx).add(p.loop().pos(), kernel, name(), "applied: " + p.describe(view)
                        + (strip != null ? " (strip from the tuning file)" : ""));
            }
            if (!plan.refusals().isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not staged: " + String.join("; ", plan.refusals()));
            }
            new SymbolResolver().run(tu, ctx);
        }
        return tu;
    }

    /** The loops to strip-mine with their tiles, and why the other arrays are not staged. */
    record Plan(List<StripPlan> strips, List<String> refusals) {
    }

    private Plan plan(KernelRegion r, NestView view, ConstEval constants, SymbolTable symbols, Integer strip) {
        List<TileAnalysis.Tile> keep = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        for (TileAnalysis.Tile t : new TileAnalysis(view, constants, symbols, setting.forced()).analyze()) {
            String why = t.why;
            if (!dev.hicuda.optimize.nest.ShapedSubscripts.inGlobalMemory(t.array.name(), r.begin())) {
                why = t.array.name() + " is not read from a copy in global memory (the programmer's or the optimizer's constant"
                        + " or texture copy, or none)";
            }
            if (why == null) {
                keep.add(t);
            } else {
                refusals.add(why);
            }
        }
        return new Plan(StripPlan.group(keep, view, constants, strip, refusals), refusals);
    }
}
