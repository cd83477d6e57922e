package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.optimize.specialize.ConstantArguments;
import dev.hicuda.optimize.specialize.ConstantArrays;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Specialization: what a kernel reads that is the same for every thread becomes what the GPU
 * serves best.  {@link ConstantArguments}: scalar arguments that are compile-time constants become
 * constants in the kernel (the thesis' DefineArg).  {@link ConstantArrays}: small arrays a kernel
 * only reads, every thread at the same element, in a loop, are copied into constant memory for the
 * kernel instead of being read from their global copies.  Neither changes a result; both are on
 * at -O1 and -O2.  The programmer's constant and texture directives are left as they are, and when
 * the file copies anything into constant memory itself the optimizer adds no constant copy.
 */
public final class Specialization implements Pass {
    private final Setting setting;

    public Specialization(Setting setting) {
        this.setting = setting;
    }

    @Override
    public String name() {
        return "specialization";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        List<KernelRegion> kernels = Kernels.of(tu);
        boolean programmer = ConstantArrays.programmerUsesConstantMemory(tu.functions());
        for (KernelRegion r : kernels) {
            SymbolTable symbols = SymbolTable.of(ctx);
            ConstEval constants = symbols.constEval();
            List<String> lines = new ArrayList<>(ConstantArguments.apply(r, constants));
            if (!lines.isEmpty()) {
                new SymbolResolver().run(tu, ctx);
                symbols = SymbolTable.of(ctx);
                constants = symbols.constEval();
            }
            List<String> arrays = programmer ? List.of()
                    : new ConstantArrays(constants, symbols, setting.forced()).apply(r, kernels);
            boolean any = false;
            for (String l : lines) {
                OptReport.of(ctx).add(r.begin().pos(), r.directive().name(), name(), "applied: " + l);
                any = true;
            }
            for (String l : arrays) {
                OptReport.of(ctx).add(r.begin().pos(), r.directive().name(), name(), l.startsWith("applied") ? l : "not applied: " + l);
                any = true;
            }
            if (arrays.stream().anyMatch(l -> l.startsWith("applied"))) {
                new SymbolResolver().run(tu, ctx);
            }
            if (!any) {
                OptReport.of(ctx).add(r.begin().pos(), r.directive().name(), name(), "not applied: no constant scalar argument"
                        + (programmer ? " (the file uses constant memory itself: no array is moved there)"
                        : " and no array read alike by every thread in a loop"));
            }
        }
        return tu;
    }
}
