package dev.hicuda.optimize.arrays;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.SymbolTable;
import dev.hicuda.analysis.dataflow.ReachingDirectives;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.ArrayDims;
import dev.hicuda.optimize.nest.ArrayRef;
import dev.hicuda.optimize.nest.Code;
import dev.hicuda.optimize.nest.Directives;
import dev.hicuda.optimize.emit.Ir;
import dev.hicuda.optimize.specialize.Uniformity;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A small table a kernel reads at subscripts that differ between threads, in a sequential loop, is copied into
 * shared memory once a block: {@code #pragma hicuda shared alloc T[0:n-1] copyin} at the kernel's start and
 * {@code shared remove T} at its end, as a programmer writes it (tpacf's bin boundaries {@code binb}, read by a
 * binary search whose steps depend on each thread's data).  A chain of dependent reads then waits on shared memory's
 * latency instead of the L1 cache's, and a warp's different elements are served in one wavefront when they lie in
 * different banks.  Uniform reads (every thread the same element) go to constant memory instead (the specialization
 * pass).
 *
 * <p>Legality: the kernel reads the array's global copy and never writes it, only by element accesses with all its
 * subscripts; the block's thread counts are compile-time constants; the kernel has no shared copy of it already; no constant or texture copy of it reaches the kernel;
 * its dimensions are compile-time constants.
 * Profitability: at most {@link #MAX_BYTES} bytes (the whole array is copied at each block's start; larger arrays
 * are not tables and get no report line), no more elements than the block has threads (the copy then costs a thread at
 * most one element, and the threads must share the table: a thread's own rows of a larger array are not copied), and
 * some read in a sequential loop has a subscript that varies between threads ({@code --opt=+shared-arrays} drops the
 * last two conditions).
 */
public final class SharedCopies {
    /** The largest table copied. */
    public static final long MAX_BYTES = 4096;

    private final ConstEval constants;
    private final SymbolTable symbols;
    private final boolean forced;

    public SharedCopies(ConstEval constants, SymbolTable symbols, boolean forced) {
        this.constants = constants;
        this.symbols = symbols;
        this.forced = forced;
    }

    /** Applies to kernel {@code r}; returns the report's lines and adds the bytes it takes to {@code used[0]}. */
    public List<String> apply(KernelRegion r, long[] used) {
        Set<Symbol> varying = Uniformity.varying(r);
        Map<Symbol, List<ArrayRef>> byArray = new LinkedHashMap<>();
        for (Stmt s : r.body()) {
            for (ArrayRef ref : ArrayRef.in(s)) {
                byArray.computeIfAbsent(ref.array(), k -> new ArrayList<>()).add(ref);
            }
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<Symbol, List<ArrayRef>> e : byArray.entrySet()) {
            Symbol x = e.getKey();
            List<ArrayRef> refs = e.getValue();
            if (r.contains(x.declaration()) || refs.stream().anyMatch(ArrayRef::write)
                    || ReachingDirectives.reaching(x.name(), DataDirective.Memory.GLOBAL, r.begin()) == null
                    || Directives.sharedCopy(r, x.name()) != null) {
                continue; // the thread's own, written, without a global copy, or staged already: not a table to copy
            }
            boolean divergent = refs.stream().anyMatch(ref -> divergent(ref, varying));
            if (!divergent) {
                continue; // uniform: the specialization pass's constant memory, or nothing
            }
            long bytes = tableBytes(x, r);
            if (bytes < 0) {
                continue; // not a small table of constant size: nothing to say
            }
            if (!forced && refs.stream().noneMatch(ref -> divergent(ref, varying) && Uniformity.inSequentialLoop(ref.node(), r))) {
                out.add(x.name() + " not copied to shared memory: its reads that differ between threads are not in a loop (read"
                        + " once, a copy would not pay)");
                continue;
            }
            String why = refusal(r, x, refs);
            if (why != null) {
                out.add(x.name() + " not copied to shared memory: " + why);
                continue;
            }
            ArrayDims dims = ArrayDims.of(x, r.begin(), symbols);
            long elements = bytes / dims.elementSize();
            long threads = 1;
            for (Expr t : r.directive().thread()) {
                threads *= constants.eval(t);
            }
            if (!forced && elements > threads) {
                out.add(x.name() + " not copied to shared memory: its " + elements + " elements are more than the block's " + threads
                        + " threads (a copy pays when the threads share a table smaller than the block)");
                continue;
            }
            List<Expr[]> bounds = new ArrayList<>();
            StringBuilder section = new StringBuilder();
            for (Expr d : dims.dims()) {
                long n = constants.eval(d);
                bounds.add(new Expr[] {Ir.num(0), Ir.num(n - 1)});
                section.append("[0:").append(n - 1).append(']');
            }
            if (used[0] + bytes > PrivateArrays.BUDGET) {
                out.add(x.name() + " not copied to shared memory: its " + bytes + " bytes would take the kernel's shared arrays over "
                        + PrivateArrays.BUDGET + " bytes (" + used[0] + " taken)");
                continue;
            }
            used[0] += bytes;
            int epoch = r.begin().epoch();
            r.block().insertAfter(r.begin(), Directives.copyin(DataDirective.Memory.SHARED, x.name(), bounds, r.begin().pos(), epoch));
            r.block().insertBefore(r.end(), Directives.remove(DataDirective.Memory.SHARED, List.of(x.name()), r.end().pos(), epoch));
            out.add("applied: " + x.name() + section + " (" + bytes + " bytes, read at subscripts that differ between threads in a"
                    + " loop) copied to shared memory at the kernel's start (shared alloc " + x.name() + section + " copyin)");
        }
        return out;
    }

    /** Why the table cannot be copied, or null. */
    private String refusal(KernelRegion r, Symbol x, List<ArrayRef> refs) {
        for (Expr t : r.directive().thread()) {
            if (constants.eval(t) == null) {
                return "the block's thread counts are not compile-time constants (a kernel with shared memory needs them)";
            }
        }
        for (DataDirective.Memory m : List.of(DataDirective.Memory.CONSTANT, DataDirective.Memory.TEXTURE)) {
            if (ReachingDirectives.reaching(x.name(), m, r.begin()) != null) {
                return "the kernel reads its " + m.keyword() + " copy";
            }
        }
        for (Stmt s : r.body()) {
            if (!ArrayRef.onlyElementAccesses(s, x)) {
                return "the kernel uses it other than by element accesses";
            }
        }
        int rank = ArrayDims.of(x, r.begin(), symbols).rank();
        for (ArrayRef ref : refs) {
            if (ref.subscripts().size() != rank) {
                return "an access gives " + ref.subscripts().size() + " subscripts for its " + rank + " dimensions";
            }
        }
        return null;
    }

    /** The array's bytes when its dimensions are compile-time constants and it takes at most {@link #MAX_BYTES}, else -1. */
    private long tableBytes(Symbol x, KernelRegion r) {
        ArrayDims dims = ArrayDims.of(x, r.begin(), symbols);
        if (dims == null || dims.elementSize() == null) {
            return -1;
        }
        long bytes = dims.elementSize();
        for (Expr d : dims.dims()) {
            Long n = constants.eval(d);
            if (n == null || n <= 0 || bytes * n > MAX_BYTES) {
                return -1;
            }
            bytes *= n;
        }
        return bytes;
    }

    private static boolean divergent(ArrayRef ref, Set<Symbol> varying) {
        for (Expr s : ref.subscripts()) {
            if (Code.mentions(s, varying) || NodeWalker.any(s, n -> n instanceof Index || n instanceof Call)) {
                return true;
            }
        }
        return false;
    }
}
