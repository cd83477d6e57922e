package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.DeviceArray;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * An access {@code A[i]...[k]} in a kernel body to an array with a device copy: its outermost
 * subscript {@code top}, its subscripts first dimension first ({@code chain.get(0).base()} is
 * {@code array}), the array's name and the copy.
 */
record DeviceArrayAccess(Index top, List<Index> chain, Ident array, DeviceArray copy) {
    /**
     * The accesses under {@code root} to the arrays of {@code copies}, in pre-order (an access
     * before those in its subscripts).  All are found before the caller rewrites any.
     */
    static List<DeviceArrayAccess> in(Node root, Map<Symbol, DeviceArray> copies) {
        List<DeviceArrayAccess> out = new ArrayList<>();
        for (Index top : NodeWalker.collect(root, Index.class)) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null) {
                continue; // not the outermost subscript
            }
            if (chain.get(0).base() instanceof Ident id && id.symbol() != null && copies.containsKey(id.symbol())) {
                out.add(new DeviceArrayAccess(top, chain, id, copies.get(id.symbol())));
            }
        }
        return out;
    }

    /** Whether the access indexes every dimension of the copy. */
    boolean indexesAllDimensions() {
        return chain.size() == copy.rank();
    }
}
