package dev.hicuda.optimize;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.decl.TranslationUnit;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.optimize.nest.Names;
import dev.hicuda.optimize.registers.VectorizedAccesses;

import java.util.List;

/**
 * Vector accesses (a thread's consecutive elements, 16 bytes at a time): in the sequential loops of constant trip
 * count of a kernel, reads of a read-only global array at the loop's variable in the last subscript become
 * {@code float4} (int4, uint4, double2) loads, and the stores of every iteration to such elements of an array the
 * loop does not read one vector store, the body repeated for the vector's elements, where the first element is
 * 16-byte aligned ({@link VectorizedAccesses} has the rules).  Results are unchanged (the same elements are read); the cost is
 * the loop's second copy, run where the alignment does not hold.  On at -O1: it never makes more loads or stores.
 */
public final class VectorAccess extends SequentialLoopPass {
    public VectorAccess(Setting setting, Tuning tuned) {
        super(setting, tuned);
    }

    @Override
    public String name() {
        return "vector-access";
    }

    @Override
    List<String> rewrite(For loop, KernelRegion r, TranslationUnit tu, ConstEval constants, Names names) {
        return new VectorizedAccesses(loop, r, tu, constants, names).apply();
    }

    @Override
    String nothingToDo() {
        return "no sequential loop of constant trip count reads or writes a global array at its variable in the last subscript";
    }
}
