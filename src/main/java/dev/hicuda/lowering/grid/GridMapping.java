package dev.hicuda.lowering.grid;

import dev.hicuda.analysis.affine.Exprs;

import dev.hicuda.ir.expr.Expr;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps a virtual thread-block (or thread) space of any dimensionality onto CUDA's three
 * physical dimensions: with n virtual dimensions, the first goes to z, the second to y and the
 * rest, collapsed, to x (n = 1: x; n = 2: y, x).  x is the fastest-varying dimension, so the
 * innermost virtual dimension stays contiguous across consecutive threads.
 */
public final class GridMapping {
    private final List<Expr> sizes;
    private final String indexVar;
    private final Exprs ex;

    /** @param indexVar "blockIdx" or "threadIdx" */
    public GridMapping(List<Expr> sizes, String indexVar, Exprs ex) {
        this.sizes = sizes;
        this.indexVar = indexVar;
        this.ex = ex;
    }

    public int dims() {
        return sizes.size();
    }

    public Expr size(int k) {
        return Exprs.wrap(sizes.get(k));
    }

    /** Physical field ("x", "y", "z") of virtual dimension k. */
    String field(int k) {
        int n = sizes.size();
        if (n == 1) {
            return "x";
        }
        if (n == 2) {
            return k == 0 ? "y" : "x";
        }
        return k == 0 ? "z" : k == 1 ? "y" : "x";
    }

    private int firstCollapsed() {
        return sizes.size() >= 3 ? 2 : sizes.size() - 1;
    }

    /** The extent of the physical dimension x, y or z. */
    public Expr physical(String f) {
        int n = sizes.size();
        List<Integer> ks = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            if (field(k).equals(f)) {
                ks.add(k);
            }
        }
        if (ks.isEmpty()) {
            return Exprs.num(1);
        }
        Expr e = size(ks.get(0));
        for (int i = 1; i < ks.size(); i++) {
            e = ex.mul(e, size(ks.get(i)));
        }
        return e;
    }

    /** The index of this thread (or block) in virtual dimension k. */
    public Expr index(int k) {
        String f = field(k);
        // signed, so that index arithmetic with negative steps stays in int
        Expr phys = new dev.hicuda.ir.expr.Cast(new dev.hicuda.ir.decl.TypeName(dev.hicuda.ir.decl.DeclSpecs.keywords("int"),
                new dev.hicuda.ir.decl.NameDeclarator(null)), Exprs.member(indexVar, f));
        int n = sizes.size();
        if (!f.equals("x") || k < firstCollapsed() || n - firstCollapsed() == 1) {
            return phys;
        }
        Expr inner = Exprs.num(1);
        for (int j = k + 1; j < n; j++) {
            inner = ex.mul(inner, size(j));
        }
        Expr q = ex.div(phys, inner);
        return k == firstCollapsed() ? q : ex.mod(q, size(k));
    }

    public String describe(dev.hicuda.ir.print.CPrinter p) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < sizes.size(); k++) {
            parts.add("[" + k + "] " + p.expr(sizes.get(k)) + " -> " + indexVar + "." + field(k));
        }
        return String.join(", ", parts);
    }
}
