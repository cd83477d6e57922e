package dev.hicuda.optimize.stencil;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.HostArrayType;
import dev.hicuda.analysis.affine.Poly;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.ir.type.CType;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The array accesses of a nest's body, classified for stencil tiling: an array is
 * <em>regular</em> when every use of it is an access {@code A[v0 + o0][v1 + o1]...} with one
 * subscript per dimension of the nest, in the nest's order, each the dimension's point variable
 * plus a constant offset of -1, 0 or 1 (a centre point and its nearest neighbours); it is
 * <em>written</em> when the body stores to it.
 */
final class StencilAccesses {
    /** One access: its outermost subscript node and its offset per dimension, outermost first. */
    record Access(Index top, int[] offset) {
        /** Whether the access is in the thread's own column: no offset in the dimensions after the first. */
        boolean centre() {
            for (int d = 1; d < offset.length; d++) {
                if (offset[d] != 0) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The uses of one array. */
    static final class Use {
        final Symbol array;
        final CType element;
        final List<Access> accesses = new ArrayList<>();
        boolean written;
        boolean irregular;

        Use(Symbol array, CType element) {
            this.array = array;
            this.element = element;
        }

        /** Smallest and largest offset along the first (streaming) dimension, over the accesses picked by {@code centreOnly}. */
        int[] window(Boolean centreOnly) {
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (Access a : accesses) {
                if (centreOnly == null || a.centre() == centreOnly) {
                    lo = Math.min(lo, a.offset[0]);
                    hi = Math.max(hi, a.offset[0]);
                }
            }
            return lo > hi ? null : new int[] {lo, hi};
        }

        /** Whether some access reads a neighbour in the dimensions after the first. */
        boolean hasNeighbours() {
            return accesses.stream().anyMatch(a -> !a.centre());
        }

        /** The extent of the halo on side {@code sign} (-1 or 1) of dimension d: 1 when an off-centre access reaches it. */
        int halo(int d, int sign) {
            return accesses.stream().anyMatch(a -> !a.centre() && a.offset[d] == sign) ? 1 : 0;
        }

        /** Whether some access reads another row of the plane (an offset along y of a 3-D nest): a neighbour another warp loads. */
        boolean acrossRows() {
            return accesses.stream().anyMatch(a -> a.offset.length == 3 && a.offset[1] != 0);
        }

        /** Whether an access has neighbour offsets in two dimensions at once (an in-plane diagonal). */
        boolean diagonal() {
            return accesses.stream().anyMatch(a -> a.offset.length == 3 && a.offset[1] != 0 && a.offset[2] != 0);
        }
    }

    private final Map<Symbol, Use> uses = new LinkedHashMap<>();

    Map<Symbol, Use> uses() {
        return uses;
    }

    static StencilAccesses of(PartitionedNest nest, ConstEval constants) {
        StencilAccesses s = new StencilAccesses();
        List<PartitionedNest.Dim> dims = nest.dims();
        PolyReader reader = new PolyReader(constants);
        for (Ident id : NodeWalker.collect(nest.body(), Ident.class)) {
            Symbol sym = id.symbol();
            HostArrayType t = sym == null || !sym.isObject() ? null : HostArrayType.of(sym.type());
            if (t == null) {
                continue;
            }
            Use u = s.uses.computeIfAbsent(sym, k -> new Use(k, t.element()));
            if (!(id.parent() instanceof Index first) || first.base() != id) {
                u.irregular = true;
                continue;
            }
            Index top = first;
            List<Index> chain = null;
            for (Node p = first; p instanceof Index ix; p = p.parent()) {
                List<Index> c = Subscripts.chain(ix);
                if (c != null) {
                    top = ix;
                    chain = c;
                    break;
                }
            }
            if (chain == null || chain.size() != dims.size() || t.rank() != dims.size()) {
                u.irregular = true;
                continue;
            }
            int[] off = new int[dims.size()];
            for (int d = 0; d < dims.size(); d++) {
                Poly sub = reader.read(chain.get(d).index());
                Poly rel = sub == null ? null : sub.minus(Poly.of(Poly.Atom.of(dims.get(d).var())));
                Long c = rel == null ? null : rel.constantValue();
                if (c == null || c < -1 || c > 1) {
                    u.irregular = true;
                    break;
                }
                off[d] = c.intValue();
            }
            if (u.irregular) {
                continue;
            }
            u.accesses.add(new Access(top, off));
            if (isStore(top)) {
                u.written = true;
            }
        }
        return s;
    }

    private static boolean isStore(Index top) {
        Node n = top;
        while (n.parent() instanceof Paren) {
            n = n.parent();
        }
        Node p = n.parent();
        return p instanceof Assign a && Paren.strip(a.target()) == top
                || p instanceof Unary u && (u.isIncDec() || u.op().equals("&"));
    }
}
