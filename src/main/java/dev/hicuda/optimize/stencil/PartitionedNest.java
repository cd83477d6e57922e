package dev.hicuda.optimize.stencil;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.List;

/**
 * A kernel region of the common IR read as a rectangular loop nest whose points are independent:
 * one {@code loop_partition over_tblock over_thread} loop per dimension of the kernel's spaces,
 * each the only statement of the one around it, optionally followed by the sequential loops
 * that walk a thread's chunk of points ({@code for (v = v_from; v REL b && v < v_from + c; v++)},
 * as the Mint lowering strip-mines a chunked dimension), then the body run once per point.
 * Each {@link Dim} gives a dimension's point variable, its first value and exclusive end (unit
 * steps only), the threads a block along it and the points a thread computes (its chunk).
 */
public final class PartitionedNest {
    private static final dev.hicuda.ir.print.CPrinter SAME = dev.hicuda.ir.print.CPrinter.canonical();
    /** One dimension, outermost first. */
    public record Dim(Symbol var, Expr first, Expr end, boolean inclusive, long threads, long chunk) {
        /** The exclusive end as an expression: {@code end} for {@code <}, {@code end + 1} for {@code <=}. */
        public Expr exclusiveEnd() {
            return inclusive ? new Binary("+", end.copy(), dev.hicuda.ir.expr.Literal.integer(1)) : end.copy();
        }
    }

    private final List<Dim> dims;
    private final Stmt body;
    private final For outer;
    private final String why;

    private PartitionedNest(List<Dim> dims, Stmt body, For outer, String why) {
        this.dims = dims;
        this.body = body;
        this.outer = outer;
        this.why = why;
    }

    private static PartitionedNest refuse(String why) {
        return new PartitionedNest(List.of(), null, null, why);
    }

    /** The nest of {@code r}; when the region has another form, {@link #why()} says how. */
    public static PartitionedNest of(KernelRegion r, ConstEval constants) {
        List<Stmt> items = r.body();
        List<Expr> threads = r.directive().thread();
        if (items.size() != 2 || !(items.get(0) instanceof DirectiveStmt lp0) || !(items.get(1) instanceof For)) {
            return refuse("the kernel region is not one partitioned loop nest");
        }
        List<For> loops = new ArrayList<>();
        List<CountedLoop> counted = new ArrayList<>();
        Stmt cur = items.get(1);
        DirectiveStmt lp = lp0;
        while (true) {
            if (!(lp.directive() instanceof LoopPartitionDirective p) || !p.overTblock() || !p.overThread()) {
                return refuse("a loop of the nest is not partitioned over both thread blocks and threads");
            }
            For f = (For) cur;
            CountedLoop c = CountedLoop.of(f, constants);
            if (c == null || c.step() <= 0 || !c.rel().startsWith("<")) {
                return refuse("loop " + (loops.size() + 1) + " of the nest does not count up (for (v = a; v < b; v += s))");
            }
            loops.add(f);
            counted.add(c);
            if (f.body() instanceof Compound b && b.items().size() == 2 && b.items().get(0) instanceof DirectiveStmt next
                    && b.items().get(1) instanceof For nf) {
                lp = next;
                cur = nf;
                continue;
            }
            break;
        }
        int n = loops.size();
        if (n != threads.size() || n != r.directive().tblock().size()) {
            return refuse("the nest has " + n + " partitioned loops but the kernel's spaces have " + threads.size() + " dimensions");
        }
        long[] t = new long[n];
        for (int d = 0; d < n; d++) {
            Long v = constants.eval(threads.get(d));
            if (v == null) {
                return refuse("the thread-space sizes are not compile-time constants");
            }
            t[d] = v;
        }
        // the chunk loops: each walks the points of one partitioned dimension's chunk
        Stmt inner = unwrap(loops.get(n - 1).body());
        Symbol[] vars = new Symbol[n];
        long[] chunk = new long[n];
        for (int d = 0; d < n; d++) {
            vars[d] = counted.get(d).var();
            chunk[d] = 1;
        }
        while (inner instanceof For q) {
            Chunk ch = chunkLoop(q, counted, constants);
            if (ch == null) {
                break;
            }
            if (chunk[ch.dim] != 1) {
                return refuse("two loops walk the chunk of one dimension");
            }
            vars[ch.dim] = ch.var;
            chunk[ch.dim] = ch.size;
            inner = unwrap(q.body());
        }
        List<Dim> dims = new ArrayList<>();
        for (int d = 0; d < n; d++) {
            CountedLoop c = counted.get(d);
            if (c.step() != chunk[d]) {
                return refuse("loop '" + c.var().name() + "' has a step other than 1");
            }
            dims.add(new Dim(vars[d], c.first(), c.bound(), c.rel().equals("<="), t[d], chunk[d]));
        }
        return new PartitionedNest(dims, inner, loops.get(0), null);
    }

    private record Chunk(int dim, Symbol var, long size) {
    }

    /**
     * {@code for (v = p; (v REL b) && v < p + c; v++)} where p is the variable of partitioned loop
     * {@code dim} with step c: the loop over the points of that loop's chunk.
     */
    private static Chunk chunkLoop(For q, List<CountedLoop> counted, ConstEval constants) {
        Ident from = null;
        Ident var = null;
        if (q.init() instanceof DeclStmt ds && ds.decl().declarators().size() == 1
                && Paren.strip(ds.decl().declarators().get(0).init()) instanceof Ident i) {
            from = i;
        } else if (q.init() instanceof ExprStmt es && es.expr() instanceof Assign a && Paren.strip(a.value()) instanceof Ident i
                && Paren.strip(a.target()) instanceof Ident t) {
            from = i;
            var = t;
        }
        if (from == null || !(Paren.strip(q.cond()) instanceof Binary and) || !and.op().equals("&&")
                || !(Paren.strip(and.left()) instanceof Binary orig) || !(Paren.strip(orig.left()) instanceof Ident v)) {
            return null;
        }
        if (var != null && !var.name().equals(v.name())) {
            return null;
        }
        if (!(q.step() instanceof dev.hicuda.ir.expr.Unary u) || !u.isIncDec() || !u.op().equals("++")) {
            return null;
        }
        for (int d = 0; d < counted.size(); d++) {
            CountedLoop c = counted.get(d);
            if (from.symbol() == c.var() && c.step() > 1 && orig.op().equals(c.rel())
                    && SAME.expr(Paren.strip(orig.right())).equals(SAME.expr(Paren.strip(c.bound())))) {
                Symbol s = v.symbol();
                return s == null ? null : new Chunk(d, s, c.step());
            }
        }
        return null;
    }

    private static Stmt unwrap(Stmt s) {
        while (s instanceof Compound c && c.items().size() == 1) {
            s = c.items().get(0);
        }
        return s;
    }

    /** Why the region is not such a nest; null when it is. */
    public String why() {
        return why;
    }

    public List<Dim> dims() {
        return dims;
    }

    /** The statement run once per point. */
    public Stmt body() {
        return body;
    }

    /** The outermost partitioned loop. */
    public For outer() {
        return outer;
    }
}
