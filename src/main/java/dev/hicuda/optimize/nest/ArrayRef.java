package dev.hicuda.optimize.nest;

import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Cast;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.List;

/**
 * One access to an element of an array (a C array, a pointer, or a shaped pointer seen through a
 * cast to a pointer to rows, {@code ((float (*)[n]) A)[i][k]}): the outermost subscript node, the
 * array's symbol, the subscripts (first dimension first), and whether the access writes the element
 * (target of an assignment, {@code ++}/{@code --}, or its address taken) and reads it (anything but
 * the target of a plain {@code =}).
 */
public record ArrayRef(Index node, Symbol array, List<Expr> subscripts, boolean write, boolean read, boolean viaCast) {

    /** Every array access in {@code root}, in pre-order. */
    public static List<ArrayRef> in(Node root) {
        List<ArrayRef> out = new ArrayList<>();
        NodeWalker.preOrder(root, n -> {
            if (n instanceof Index top) {
                ArrayRef r = of(top);
                if (r != null) {
                    out.add(r);
                }
            }
        });
        return out;
    }

    /** The access whose outermost subscript is {@code top}, or null (not outermost, or not a named array). */
    public static ArrayRef of(Index top) {
        List<Index> chain = Subscripts.chain(top);
        if (chain == null) {
            return null;
        }
        Expr base = Paren.strip(chain.get(0).base());
        boolean cast = false;
        if (base instanceof Cast c) {
            base = Paren.strip(c.operand());
            cast = true;
        }
        if (!(base instanceof Ident id) || id.symbol() == null || id.symbol().type() == null
                || !(id.symbol().type().isArray() || id.symbol().type().isPointer())) {
            return null;
        }
        List<Expr> subs = new ArrayList<>();
        for (Index ix : chain) {
            subs.add(ix.index());
        }
        Node p = top.parent();
        while (p instanceof Paren) {
            p = p.parent();
        }
        boolean write = false;
        boolean read = true;
        if (p instanceof Assign a && Paren.strip(a.target()) == top) {
            write = true;
            read = !a.op().equals("=");
        } else if (p instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
            write = true;
        }
        return new ArrayRef(top, id.symbol(), subs, write, read, cast);
    }

    /**
     * Whether every use of {@code array} in {@code root} is an element access ({@code A[i]...}, or through
     * a cast to a pointer to rows): no pointer arithmetic, no copy of the pointer, no address taken of the array.
     */
    public static boolean onlyElementAccesses(Node root, Symbol array) {
        java.util.Set<Index> accesses = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (ArrayRef r : in(root)) {
            if (r.array() == array) {
                accesses.add(r.node());
            }
        }
        return !NodeWalker.any(root, n -> n instanceof Ident i && i.symbol() == array && !baseOf(i, accesses));
    }

    private static boolean baseOf(Ident i, java.util.Set<Index> accesses) {
        for (Node p = i.parent(); p instanceof Expr; p = p.parent()) {
            if (p instanceof Index ix && accesses.contains(ix)) {
                return true;
            }
        }
        return false;
    }

    /** The name of the array. */
    public String name() {
        return array.name();
    }
}
