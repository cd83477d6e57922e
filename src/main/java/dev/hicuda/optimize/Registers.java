package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolResolver;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.registers.Accumulators;
import dev.hicuda.optimize.registers.InvariantLoads;
import dev.hicuda.pass.Pass;
import dev.hicuda.pass.PassContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Registers (scalar replacement; the thesis' HoistToReg and HoistToRegLoop), in the sequential
 * loops of kernels:
 * <ul>
 * <li><b>accumulators</b> ({@link Accumulators}): an element updated in every iteration of a loop
 *     ({@code C[i][j] += A[i][k] * B[k][j]}) is loaded into a register before the loop, updated there,
 *     and stored once after it; a store of the same element just before the loop becomes the
 *     register's initial value;</li>
 * <li><b>loop-invariant loads</b> ({@link InvariantLoads}): an element read in every iteration at the
 *     same subscripts, of an array the loop does not write, is loaded once before the loop.</li>
 * </ul>
 * Both keep every operation in its order (no floating-point reassociation).  Legality: the loop is a
 * counted loop that provably runs at least once (so the load before it reads an element the loop
 * reads), with no directive (shared data or barriers: other threads could touch the element), no
 * return or goto in its body; the subscripts use no variable the loop changes and read no memory;
 * the access runs in every iteration; every other access to the array in the loop is to the same
 * element or provably to another (a subscript a non-zero constant apart); the array is only used
 * through element accesses.  Never losing, so no profitability rule: on at -O1 and -O2.
 */
public final class Registers implements Pass {
    private final Setting setting;

    public Registers(Setting setting) {
        this.setting = setting;
    }

    @Override
    public String name() {
        return "registers";
    }

    @Override
    public TranslationUnit run(TranslationUnit tu, PassContext ctx) {
        if (!setting.enabled()) {
            return tu;
        }
        Names names = new Names(tu, ctx.program() == null ? null : ctx.program().macros());
        ConstEval constants = SymbolTable.of(ctx).constEval();
        boolean changed = false;
        for (KernelRegion r : Kernels.of(tu)) {
            String kernel = r.directive().name();
            List<String> lines = new ArrayList<>();
            for (For f : loops(r)) {
                lines.addAll(new Accumulators(f, constants, names).apply());
            }
            for (int round = 0; round < 4; round++) {
                List<String> more = new ArrayList<>();
                for (For f : loops(r)) {
                    more.addAll(new InvariantLoads(f, constants, names).apply());
                }
                lines.addAll(more);
                if (more.stream().noneMatch(l -> l.startsWith("applied"))) {
                    break;
                }
                new SymbolResolver().run(tu, ctx);
                constants = SymbolTable.of(ctx).constEval();
            }
            boolean applied = false;
            for (String l : lines.stream().distinct().toList()) {
                applied |= l.startsWith("applied");
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), l.startsWith("applied") ? l : "not applied: " + l);
            }
            if (lines.isEmpty()) {
                OptReport.of(ctx).add(r.begin().pos(), kernel, name(), "not applied: no element is updated or read at the same"
                        + " subscripts in every iteration of a sequential loop");
            }
            changed |= applied;
        }
        if (changed) {
            new SymbolResolver().run(tu, ctx);
        }
        return tu;
    }

    /** The sequential (not partitioned) loops of a kernel region, innermost first. */
    private static List<For> loops(KernelRegion r) {
        List<For> out = new ArrayList<>(dev.hicuda.optimize.registers.LoopFacts.sequentialLoops(r));
        java.util.Collections.reverse(out);
        return out;
    }
}
