package dev.hicuda.lowering.mint;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.analysis.mint.MintLoopNest;
import dev.hicuda.diag.SourcePos;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.decl.Declaration;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.List;

/**
 * Turns the loop nest of one {@code mint for} into a kernel region of the common IR: a
 * {@code kernel} directive whose thread-block space has one dimension per partitioned loop, of
 * ceil(trip count / tile) blocks, and whose thread space has tile / chunk threads, outermost
 * loop first (so that the innermost loop maps to threadIdx.x); a {@code loop_partition
 * over_tblock(CYCLIC) over_thread} on each partitioned loop, which gives block b the tile
 * [b·tile, (b+1)·tile) and each thread one chunk of it; and {@code kernel_end}.
 *
 * <p>A loop with a chunk of c &gt; 1 points is strip-mined: the partitioned loop runs over the
 * first point of each chunk ({@code v_from}, step c·s) and the loop over the points of a chunk
 * ({@code for (v = v_from; v REL bound && v < v_from + c·s; v += s)}) moves inside the
 * partitioned loops, around the body, so that a thread walks its chunk innermost (Mint's
 * translation; the iterations of a Mint nest are independent, so the order is free).  When a
 * trip count is not known to be positive the region is guarded by {@code if (N > 0 && ...)}, as
 * the sequential nest then runs no iteration and a grid may not be empty.
 */
final class MintNestLowering {
    private final Exprs ex;

    MintNestLowering(Exprs ex) {
        this.ex = ex;
    }

    /** Replaces the directive of {@code nest} and its loops by a kernel region named {@code name}. */
    void lower(MintLoopNest nest, String name) {
        DirectiveStmt ds = nest.directive();
        Compound block = (Compound) ds.parent();
        SourcePos at = ds.pos();
        int n = nest.loops().size();
        List<Expr> tblock = new ArrayList<>();
        List<Expr> thread = new ArrayList<>();
        List<Expr> trips = new ArrayList<>();
        List<For> partitioned = new ArrayList<>();
        List<For> chunkLoops = new ArrayList<>();
        for (int d = 0; d < n; d++) {
            int i = nest.dimOf(d);
            long tile = nest.tile(i);
            long chunk = nest.chunk(i);
            CountedLoop c = nest.counted().get(d);
            Expr trip = ex.simplified(tripCount(c));
            trips.add(trip);
            tblock.add(ex.simplified(ex.ceilDiv(trip.copy(), Exprs.num(tile))).at(at));
            thread.add(Exprs.num(tile / chunk).at(at));
            if (chunk == 1) {
                partitioned.add(c.loop());
            } else {
                partitioned.add(stripMine(c, chunk));
                chunkLoops.add(c.loop());
            }
        }
        // innermost first: the body, then the chunk loops around it, then the partitioned loops
        Stmt inner = body(nest.loops().get(n - 1));
        for (int k = chunkLoops.size() - 1; k >= 0; k--) {
            chunkLoops.get(k).setBody(inner);
            inner = chunkLoops.get(k);
        }
        for (int d = n - 1; d >= 0; d--) {
            For p = partitioned.get(d);
            if (d == n - 1) {
                p.setBody(inner);
            } else {
                p.setBody(new Compound(List.of(partition(at), partitioned.get(d + 1))));
            }
        }
        For outer = partitioned.get(0);
        int index = block.indexOf(ds);
        Stmt loop = ds.attachedStatement();
        KernelDirective kernel = new KernelDirective(name, tblock, thread, true);
        kernel.setDialect("mint"); // for the optimizer: a Mint loop nest
        List<Stmt> region = List.of(directive(kernel, at), partition(at), outer,
                directive(new SimpleDirective(SimpleDirective.Kind.KERNEL_END), at));
        // the region stands where the directive stood: the macros in force there (for the kernel's placement)
        for (Stmt s : region) {
            if (s.epoch() == 0) {
                s.setEpoch(ds.epoch());
            }
        }
        for (Node lp : NodeWalker.collect(outer, DirectiveStmt.class)) {
            lp.setEpoch(ds.epoch());
        }
        block.remove(loop);
        block.remove(ds);
        Expr guard = guard(trips);
        if (guard == null) {
            for (int k = region.size() - 1; k >= 0; k--) {
                block.insert(index, region.get(k));
            }
        } else {
            If guarded = new If(guard, new Compound(region), null).at(at);
            guarded.setEpoch(ds.epoch());
            block.insert(index, guarded);
        }
        region.get(0).setLeadingTrivia(ds.leadingTrivia());
    }

    /** The number of iterations of a counted loop, as an expression of its bounds. */
    private Expr tripCount(CountedLoop c) {
        long s = Math.abs(c.step());
        Expr span = c.step() > 0 ? ex.sub(Exprs.wrap(c.bound()), Exprs.wrap(c.first())) : ex.sub(Exprs.wrap(c.first()), Exprs.wrap(c.bound()));
        if (c.rel().endsWith("=")) {
            span = ex.add(span, Exprs.num(1));
        }
        return ex.ceilDiv(span, Exprs.num(s));
    }

    /**
     * A loop over the first point of each chunk of {@code c.loop()}, which becomes the loop over
     * the points of one chunk: its variable starts at {@code v_from} and stops c points later.
     */
    private For stripMine(CountedLoop c, long chunk) {
        For f = c.loop();
        String v = c.var().name();
        String from = v + "_from";
        long step = c.step() * chunk;
        DeclSpecs specs = c.var().specs() != null ? c.var().specs().withoutStorage() : DeclSpecs.keywords("int");
        specs.remove("const");
        Declaration d = new Declaration(specs, List.of(new InitDeclarator(new NameDeclarator(from), Exprs.wrap(c.first()), null)));
        Expr cond = new Binary(c.rel(), Exprs.id(from), Exprs.wrap(c.bound()));
        Expr next = new Assign("+=", Exprs.id(from), Exprs.num(step));
        For outer = new For(new DeclStmt(d), cond, next, null).at(f.pos());
        // the chunk loop: v = v_from; v REL bound && v REL' v_from + c*s
        if (f.init() instanceof DeclStmt ds && ds.decl().declarators().size() == 1) {
            ds.decl().declarators().get(0).setInit(Exprs.id(from));
        } else if (f.init() instanceof ExprStmt es && es.expr() instanceof Assign a) {
            es.setExpr(new Assign("=", a.target().copy(), Exprs.id(from)));
        }
        Expr limit = new Binary(c.step() > 0 ? "<" : ">", Exprs.id(v), ex.add(Exprs.id(from), Exprs.num(step)));
        f.setCond(new Binary("&&", Exprs.paren(f.cond(), 6), limit));
        return outer;
    }

    /** The body of the innermost partitioned loop, without the braces of a one-statement block. */
    private static Stmt body(For f) {
        return f.body();
    }

    /** {@code N0 > 0 && N1 > 0 ...} for the trip counts not known to be positive; null when all are. */
    private Expr guard(List<Expr> trips) {
        Expr g = null;
        for (Expr t : trips) {
            Long v = ex.value(t);
            if (v != null && v > 0) {
                continue;
            }
            Expr c = new Binary(">", Exprs.paren(t.copy(), 11), Exprs.num(0));
            g = g == null ? c : new Binary("&&", g, c);
        }
        return g;
    }

    private static DirectiveStmt partition(SourcePos at) {
        return directive(new LoopPartitionDirective(true, LoopPartitionDirective.Distribution.CYCLIC, true), at);
    }

    private static DirectiveStmt directive(Directive d, SourcePos at) {
        d.at(at);
        return new DirectiveStmt("", d).at(at);
    }

    static Expr unparen(Expr e) {
        return e instanceof Paren p ? p.inner() : e;
    }
}
