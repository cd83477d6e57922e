package dev.hicuda.lowering.shared;

import dev.hicuda.analysis.affine.Affine;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Member;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.List;

/**
 * Redirects the accesses to an array inside the scope of its {@code shared alloc} to the shared
 * copy: {@code A[e0]..[en]} becomes {@code s_A[e0 - lo0]..[en - lon]}.  Notes which dimension's
 * subscript varies across the lanes of a warp, for the padding against bank conflicts.
 */
final class SharedAccessRedirection {
    private final Exprs ex;
    private final Reporter reporter;

    SharedAccessRedirection(Exprs ex, Reporter reporter) {
        this.ex = ex;
        this.reporter = reporter;
    }

    /** Redirects every access of {@code v}'s array in its scope. */
    void redirect(SharedVar v) {
        for (Stmt s : v.scope()) {
            redirect(s, v);
        }
    }

    private void redirect(Stmt s, SharedVar v) {
        // innermost accesses first: in B[B[i]] the subscript B[i] is rewritten before the outer access
        // copies it into its new subscript (pre-order would leave the copy unredirected)
        List<Index> accesses = NodeWalker.collect(s, Index.class);
        java.util.Collections.reverse(accesses);
        for (Index top : accesses) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null) {
                continue; // not the outermost subscript
            }
            Expr e = chain.get(0).base();
            if (!(e instanceof Ident id) || id.symbol() != v.array) {
                continue;
            }
            if (chain.size() != v.box.rank()) {
                reporter.error(top.pos(), "access to '" + id.name() + "' in the scope of its 'shared alloc' must index all "
                        + v.box.rank() + " dimensions (it indexes " + chain.size() + ")");
                NodeWalker.replace(id, new Ident(v.name())); // reported once
                continue;
            }
            Expr r = new Ident(v.name());
            List<Expr> subs = new ArrayList<>();
            for (int d = 0; d < chain.size(); d++) {
                Affine local = Affine.of(chain.get(d).index(), ex).minus(v.box.lo().get(d));
                subs.add(local.toExpr());
                r = new Index(r, subs.get(d));
            }
            int lane = -1;
            for (int d = subs.size() - 1; d >= 0; d--) {
                if (mentionsLane(subs.get(d))) {
                    lane = d;
                    break;
                }
            }
            if (lane >= 0 && lane < subs.size() - 1 && (v.laneDimension < 0 || lane < v.laneDimension)) {
                v.laneDimension = lane;
            }
            NodeWalker.replace(top, r.at(top.pos()));
            v.accesses.add((Index) r);
        }
        for (Ident i : NodeWalker.collect(s, Ident.class)) {
            if (i.symbol() == v.array) {
                reporter.error(i.pos(), "'" + i.name() + "' may only be used with all its subscripts in the scope of its 'shared alloc'");
            }
        }
    }

    private static boolean mentionsLane(Expr e) {
        return NodeWalker.any(e, n -> n instanceof Member m && !m.isArrow() && m.name().equals("x")
                && m.base() instanceof Ident b && b.name().equals("threadIdx"));
    }
}
