package dev.hicuda.lowering.kernel;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.diag.Reporter;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.lowering.data.DeviceArray;

import java.util.List;
import java.util.Map;

/**
 * Redirects the array accesses of a kernel body to the device copies: each subscript is shifted
 * by the start of the copied section ({@code A[i][j]} becomes {@code A[i - lo0][j - lo1]} on a
 * copy typed as rows), or the subscripts are linearized for a flat copy (over the stored row
 * length of a pitched copy).
 */
final class DeviceArrayRedirection {
    private final Exprs ex;
    private final Reporter reporter;

    DeviceArrayRedirection(Exprs ex, Reporter reporter) {
        this.ex = ex;
        this.reporter = reporter;
    }

    /** Rewrites the accesses in {@code kbody} to the arrays of {@code arrays}; reports those that do not index every dimension. */
    void redirect(Compound kbody, Map<Symbol, DeviceArray> arrays) {
        for (DeviceArrayAccess access : DeviceArrayAccess.in(kbody, arrays)) {
            List<Index> chain = access.chain();
            Ident id = access.array();
            DeviceArray a = access.copy();
            if (!access.indexesAllDimensions()) {
                reporter.error(access.top().pos(), "access to '" + id.name() + "' in a kernel must index all " + a.rank()
                        + " dimensions (it indexes " + chain.size() + ")");
                continue;
            }
            if (a.rows) {
                for (int d = 0; d < a.rank(); d++) {
                    Index ix = chain.get(d);
                    if (ex.value(a.lo.get(d)) == null || ex.value(a.lo.get(d)) != 0) {
                        ix.setIndex(ex.sub(Exprs.wrap(ix.index()), a.lo.get(d).copy()));
                    }
                }
            } else {
                Expr lin = null;
                for (int d = 0; d < a.rank(); d++) {
                    Expr i = ex.sub(Exprs.wrap(chain.get(d).index()), a.lo.get(d).copy());
                    lin = lin == null ? i : ex.add(ex.mul(lin, a.storedExtent(d)), i);
                }
                NodeWalker.replace(access.top(), new Index(Exprs.id(id.name()), lin));
            }
        }
        for (Ident i : NodeWalker.collect(kbody, Ident.class)) {
            if (i.symbol() != null && arrays.containsKey(i.symbol()) && !(i.parent() instanceof Index ix && ix.base() == i)
                    && !(i.parent() instanceof Index)) {
                reporter.error(i.pos(), "array '" + i.name() + "' may only be used with all its subscripts inside a kernel");
            }
        }
    }
}
