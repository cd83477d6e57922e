package dev.hicuda.optimize;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.FunctionDef;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.Compound;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The kernel regions of a translation unit, in source order. */
public final class Kernels {
    private Kernels() {
    }

    public static List<KernelRegion> of(TranslationUnit tu) {
        List<KernelRegion> regions = new ArrayList<>();
        for (FunctionDef f : tu.functions()) {
            for (Compound c : NodeWalker.collect(f.body(), Compound.class)) {
                regions.addAll(KernelRegion.in(c));
            }
        }
        regions.sort(Comparator.comparingInt((KernelRegion r) -> r.begin().pos().line())
                .thenComparingInt(r -> r.begin().pos().column()));
        return regions;
    }
}
