package dev.hicuda.optimize;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.pass.KernelChoices;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The choices of code generation that the lowering makes per kernel, decided here from the switches and the tuning
 * file and handed on as {@link KernelChoices}:
 * <ul>
 * <li>{@code loop-versioning}: each sequential loop of pipelined shared copies runs in two versions, one without the
 *     copies' slow paths for when every iteration's boxes are inside the data and aligned (docs/optimizer.md, "Loop
 *     versioning"). Off at every level: measured on the H200 it made four benchmarks faster (jacobi2d by 13 %) and
 *     four slower (gaussderiv and poisson19 by 16 %), as ptxas schedules the smaller loop differently; on with
 *     {@code --opt=+loop-versioning} or {@code KERNEL.loop-versioning = on}, which {@code hicuda tune} tries.</li>
 * <li>{@code KERNEL.min-blocks = M} (tuning file only): {@code __launch_bounds__(T, M)}, so that ptxas keeps each
 *     thread to the registers that let M blocks of the kernel's T threads share an SM.</li>
 * </ul>
 * Neither changes results.
 */
public final class KernelCodeChoices implements Pass {
    private final Setting versioning;
    private final Tuning tuned;

    public KernelCodeChoices(Setting versioning, Tuning tuned) {
        this.versioning = versioning;
        this.tuned = tuned;
    }

    @Override
    public String name() {
        return "loop-versioning";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        Map<String, Boolean> versioned = new LinkedHashMap<>();
        Map<String, Integer> minBlocks = new LinkedHashMap<>();
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            String v = tuned.get(kernel, "loop-versioning");
            boolean on = v != null ? v.equals("on") : versioning.enabled();
            versioned.put(kernel, on);
            if (on) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, "loop-versioning", "applied: each sequential loop of pipelined"
                        + " shared copies with a fast path (if any) runs in two versions, the one without slow paths when every"
                        + " iteration's boxes fit"
                        + (v != null ? " (tuning file)" : ""));
            }
            Integer m = tuned.minBlocks(kernel);
            if (m != null) {
                minBlocks.put(kernel, m);
                OptReport.of(ctx).add(r.begin().pos(), kernel, "launch-bounds", "applied: at least " + m + " blocks an SM"
                        + " (tuning file): __launch_bounds__ with that minimum");
            }
        }
        ctx.put(KernelChoices.KEY, new KernelChoices(versioned, minBlocks));
        return tu;
    }
}
