package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.nest.PureFunctions;
import dev.hicuda.optimize.registers.PrefetchedLoads;

import java.util.List;

/**
 * Prefetch (software pipelining of global loads, the register pipeline of hand-written stencils): in the
 * sequential loops of kernels whose iterations synchronize the block, the reads of read-only arrays that
 * every iteration makes at subscripts following the loop's variable are issued one iteration ahead, into
 * registers, so that they are in flight across the barrier ({@link PrefetchedLoads} has the rules).  Results
 * are unchanged (the same elements are read, and no statement of the kernel writes them); the cost is a
 * register a 32-bit value, at most {@code PrefetchedLoads.MAX_WORDS} a loop.  On at -O2.
 */
public final class Prefetch extends SequentialLoopPass {
    public Prefetch(Setting setting, Tuning tuned) {
        super(setting, tuned);
    }

    @Override
    public String name() {
        return "prefetch";
    }

    @Override
    List<String> rewrite(For loop, KernelRegion r, TranslationUnit tu, ConstEval constants, Names names) {
        return new PrefetchedLoads(loop, r, constants, names, new PureFunctions(tu)).apply();
    }

    @Override
    String nothingToDo() {
        return "no sequential loop of the kernel synchronizes the block (elsewhere the other warps hide the loads' latency)";
    }
}
