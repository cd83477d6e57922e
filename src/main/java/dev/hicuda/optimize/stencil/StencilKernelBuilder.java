package dev.hicuda.optimize.stencil;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.VerbatimStmt;
import dev.hicuda.ir.type.CType;
import dev.hicuda.ir.type.NamedType;

import java.util.ArrayList;
import java.util.List;

/**
 * Writes the kernel body of a tiled stencil (see {@link dev.hicuda.optimize.StencilTiling}).
 * With dimension 0 the streaming dimension (z of a 3-D nest, y of a 2-D one) and the others the
 * plane, mapped onto threadIdx.y/x: each thread block owns a tile of the plane and a chunk of
 * planes, walked one plane per iteration by all its threads together (so that every thread
 * reaches every barrier); per tiled array a ring of R plane tiles with their halos in shared
 * memory (R = the planes read at once + 1, so one barrier per plane suffices), filled from
 * registers that were loaded one iteration ahead; per tiled or streamed array the thread's own
 * column in registers, rotated along the stream; the body runs for the threads whose point is in
 * the iteration space, with its accesses redirected to the registers and the shared tiles.
 */
final class StencilKernelBuilder {
    /** A tiled array: its uses, its ring of shared planes and its halos. */
    static final class Tile {
        final StencilAccesses.Use use;
        final int amin;
        final int amax;
        final int dmin;
        final int dmax;
        final int ring;
        final int[] lo; // halo before, per dimension (index 0 unused)
        final int[] hi; // halo after
        final boolean diagonal;

        Tile(StencilAccesses.Use use, int n) {
            this.use = use;
            int[] w = use.window(null);
            int[] dw = use.window(false);
            amin = w[0];
            amax = w[1];
            dmin = dw[0];
            dmax = dw[1];
            ring = dmax - dmin + 2;
            lo = new int[n];
            hi = new int[n];
            for (int d = 1; d < n; d++) {
                lo[d] = use.halo(d, -1);
                hi[d] = use.halo(d, 1);
            }
            diagonal = use.diagonal();
        }

        long bytes(long[] threads) {
            long b = ring * use.element.size();
            for (int d = 1; d < threads.length; d++) {
                b *= threads[d] + lo[d] + hi[d];
            }
            return b;
        }
    }

    private final PartitionedNest nest;
    private final List<Tile> tiles;
    private final List<StencilAccesses.Use> streamed;
    private final int n;
    private final long[] threads;
    private final int unroll;

    StencilKernelBuilder(PartitionedNest nest, List<Tile> tiles, List<StencilAccesses.Use> streamed, int unroll) {
        this.nest = nest;
        this.tiles = tiles;
        this.streamed = streamed;
        this.n = nest.dims().size();
        this.threads = new long[n];
        for (int d = 0; d < n; d++) {
            threads[d] = nest.dims().get(d).threads();
        }
        this.unroll = unroll;
    }

    /** CUDA's field of dimension d: z, y, x for three dimensions, y, x for two. */
    private String field(int d) {
        return n == 3 ? new String[] {"z", "y", "x"}[d] : new String[] {"y", "x"}[d];
    }

    private String var(int d) {
        return nest.dims().get(d).var().name();
    }

    private Expr end(int d) {
        return nest.dims().get(d).exclusiveEnd();
    }

    private Expr tid(int d) {
        return Ir.builtin("threadIdx", field(d));
    }

    /** The statements that replace the nest. */
    List<Stmt> build() {
        List<Stmt> out = new ArrayList<>();
        PartitionedNest.Dim s = nest.dims().get(0);
        for (int d = 1; d < n; d++) {
            PartitionedNest.Dim dim = nest.dims().get(d);
            out.add(point(dim, Ir.bin("+", Exprs.wrap(dim.first()),
                    Ir.bin("+", Ir.bin("*", Ir.builtin("blockIdx", field(d)), Ir.num(threads[d])), tid(d)))));
        }
        DeclSpecs ci = DeclSpecs.keywords("const", "int");
        out.add(Ir.decl(ci, "st_first", Ir.bin("+", Exprs.wrap(s.first()), Ir.bin("*", Ir.builtin("blockIdx", field(0)), Ir.num(s.chunk())))));
        Expr next = Ir.bin("+", Ir.id("st_first"), Ir.num(s.chunk()));
        out.add(Ir.decl(ci, "st_end", new dev.hicuda.ir.expr.Conditional(Ir.bin("<", next, end(0)), next.copy(), end(0))));
        out.add(Ir.decl(ci, "st_on", inside(null)));
        for (Tile t : tiles) {
            out.add(Ir.decl(ci, "st_in_" + name(t), inside(t)));
            List<Long> dims = new ArrayList<>(List.of((long) t.ring));
            for (int d = 1; d < n; d++) {
                dims.add(threads[d] + t.lo[d] + t.hi[d]);
            }
            DeclSpecs sh = element(t.use.element);
            sh.addFirst("__shared__");
            out.add(Ir.array(sh, shared(t), dims));
            for (int k = t.amin; k <= t.amax + 1; k++) {
                out.add(Ir.decl(element(t.use.element), reg(t.use, k), null));
            }
            for (Halo h : halos(t)) {
                out.add(Ir.decl(element(t.use.element), h.reg(t, false), null));
                out.add(Ir.decl(element(t.use.element), h.reg(t, true), null));
            }
        }
        for (StencilAccesses.Use u : streamed) {
            int[] w = u.window(true);
            for (int k = w[0]; k <= w[1] + 1; k++) {
                out.add(Ir.decl(element(u.element), reg(u, k), null));
            }
        }
        prologue(out);
        out.add(VerbatimStmt.declaring(List.of(), "#pragma unroll " + unroll));
        out.add(loop());
        return out;
    }

    /** Registers of the first planes, the halos of the first stored plane, and the planes before it stored. */
    private void prologue(List<Stmt> out) {
        Expr first = Ir.id("st_first");
        for (Tile t : tiles) {
            List<Stmt> loads = new ArrayList<>();
            for (int k = t.amin; k <= t.amax; k++) {
                loads.add(Ir.assign(Ir.id(reg(t.use, k)), access(t.use, Ir.plus(first.copy(), k), 0, 0)));
            }
            out.add(Ir.when(Ir.id("st_in_" + name(t)), loads));
            for (Halo h : halos(t)) {
                out.add(Ir.when(cond(h, t), List.of(Ir.assign(Ir.id(h.reg(t, false)),
                        access(t.use, Ir.plus(first.copy(), t.dmax), h.dy, h.dx)))));
            }
            for (int k = t.dmin; k < t.dmax; k++) {
                Expr slot = Ir.num((k - t.dmin) % t.ring);
                out.add(Ir.when(Ir.id("st_in_" + name(t)), List.of(Ir.assign(tileAt(t, slot, 0, 0), Ir.id(reg(t.use, k))))));
                for (Halo h : halos(t)) {
                    out.add(Ir.when(cond(h, t), List.of(Ir.assign(tileAt(t, slot.copy(), h.dy, h.dx),
                            access(t.use, Ir.plus(first.copy(), k), h.dy, h.dx)))));
                }
            }
        }
        for (StencilAccesses.Use u : streamed) {
            int[] w = u.window(true);
            List<Stmt> loads = new ArrayList<>();
            for (int k = w[0]; k <= w[1]; k++) {
                loads.add(Ir.assign(Ir.id(reg(u, k)), access(u, Ir.plus(first.copy(), k), 0, 0)));
            }
            out.add(Ir.when(Ir.id("st_on"), loads));
        }
    }

    /** The walk along the stream: prefetch, store a plane, barrier, compute, rotate. */
    private Stmt loop() {
        String v = var(0);
        List<Stmt> body = new ArrayList<>();
        body.add(Ir.decl(DeclSpecs.keywords("const", "int"), "st_q", Ir.bin("-", Ir.id(v), Ir.id("st_first"))));
        // loads of the next plane, issued before the barrier so that they are in flight while this one is computed
        List<Stmt> prefetch = new ArrayList<>();
        for (Tile t : tiles) {
            prefetch.add(Ir.when(Ir.id("st_in_" + name(t)), List.of(Ir.assign(Ir.id(reg(t.use, t.amax + 1)),
                    access(t.use, Ir.plus(Ir.id(v), t.amax + 1), 0, 0)))));
            for (Halo h : halos(t)) {
                prefetch.add(Ir.when(cond(h, t), List.of(Ir.assign(Ir.id(h.reg(t, true)),
                        access(t.use, Ir.plus(Ir.id(v), t.dmax + 1), h.dy, h.dx)))));
            }
        }
        for (StencilAccesses.Use u : streamed) {
            int top = u.window(true)[1] + 1;
            prefetch.add(Ir.when(Ir.id("st_on"), List.of(Ir.assign(Ir.id(reg(u, top)), access(u, Ir.plus(Ir.id(v), top), 0, 0)))));
        }
        body.add(Ir.when(Ir.bin("<", Ir.plus(Ir.id(v), 1), Ir.id("st_end")), prefetch));
        // this iteration's new plane into the ring
        for (Tile t : tiles) {
            for (int k = t.dmin; k <= t.dmax; k++) {
                body.add(Ir.decl(DeclSpecs.keywords("const", "int"), slot(t, k),
                        Ir.bin("%", Ir.plus(Ir.id("st_q"), k - t.dmin), Ir.num(t.ring))));
            }
            body.add(Ir.when(Ir.id("st_in_" + name(t)), List.of(Ir.assign(tileAt(t, Ir.id(slot(t, t.dmax)), 0, 0),
                    Ir.id(reg(t.use, t.dmax))))));
            for (Halo h : halos(t)) {
                body.add(Ir.when(cond(h, t), List.of(Ir.assign(tileAt(t, Ir.id(slot(t, t.dmax)), h.dy, h.dx), Ir.id(h.reg(t, false))))));
            }
        }
        DirectiveStmt barrier = new DirectiveStmt("", new SimpleDirective(SimpleDirective.Kind.BARRIER));
        body.add(barrier);
        redirect();
        body.add(Ir.when(Ir.id("st_on"), List.of(nest.body())));
        // rotate the registers along the stream
        for (Tile t : tiles) {
            for (int k = t.amin; k <= t.amax; k++) {
                body.add(Ir.assign(Ir.id(reg(t.use, k)), Ir.id(reg(t.use, k + 1))));
            }
            for (Halo h : halos(t)) {
                body.add(Ir.assign(Ir.id(h.reg(t, false)), Ir.id(h.reg(t, true))));
            }
        }
        for (StencilAccesses.Use u : streamed) {
            int[] w = u.window(true);
            for (int k = w[0]; k <= w[1]; k++) {
                body.add(Ir.assign(Ir.id(reg(u, k)), Ir.id(reg(u, k + 1))));
            }
        }
        Stmt init = point(nest.dims().get(0), Ir.id("st_first"));
        return new For(init, Ir.bin("<", Ir.id(v), Ir.id("st_end")), new Unary("++", Ir.id(v), true), Ir.block(body));
    }

    /**
     * {@code v = value}: the point variable of a dimension, declared when the nest's loop declared it,
     * else the user's variable assigned (the kernel then makes it private, as it did for the loop).
     */
    private Stmt point(PartitionedNest.Dim dim, Expr value) {
        boolean own = dim.var().declaration() != null && dim.var().declaration().isInside(nest.outer());
        return own ? Ir.decl(specs(dim), dim.var().name(), value) : Ir.assign(Ir.id(dim.var().name()), value);
    }

    /** The body's accesses to tiled and streamed arrays read registers and shared tiles. */
    private void redirect() {
        for (Tile t : tiles) {
            for (StencilAccesses.Access a : t.use.accesses) {
                Expr to = a.centre() ? Ir.id(reg(t.use, a.offset()[0]))
                        : tileAt(t, Ir.id(slot(t, a.offset()[0])), n == 3 ? a.offset()[1] : 0, a.offset()[n - 1]);
                NodeWalker.replace(a.top(), to);
            }
        }
        for (StencilAccesses.Use u : streamed) {
            for (StencilAccesses.Access a : u.accesses) {
                if (a.centre()) {
                    NodeWalker.replace(a.top(), Ir.id(reg(u, a.offset()[0])));
                }
            }
        }
    }

    /** The element of a tiled array's ring at {@code slot}, offset (dy, dx) from this thread's point. */
    private Expr tileAt(Tile t, Expr slot, int dy, int dx) {
        List<Expr> subs = new ArrayList<>();
        subs.add(slot);
        for (int d = 1; d < n; d++) {
            int off = d == n - 1 ? dx : dy;
            subs.add(Ir.plus(tid(d), t.lo[d] + off));
        }
        return Ir.index(Ir.id(shared(t)), subs);
    }

    /** {@code A[plane][y + dy][x + dx]}: an access to the array in global memory. */
    private Expr access(StencilAccesses.Use u, Expr plane, int dy, int dx) {
        List<Expr> subs = new ArrayList<>();
        subs.add(plane);
        for (int d = 1; d < n; d++) {
            subs.add(Ir.plus(Ir.id(var(d)), d == n - 1 ? dx : dy));
        }
        Ident base = new Ident(u.array.name());
        return Ir.index(base, subs);
    }

    /** This thread's point lies in the iteration space (t null) or in the tile of t with its far halo. */
    private Expr inside(Tile t) {
        List<Expr> terms = new ArrayList<>();
        for (int d = 1; d < n; d++) {
            terms.add(Ir.bin("<", Ir.id(var(d)), t == null ? end(d) : Ir.plus(end(d), t.hi[d])));
        }
        return Ir.and(terms);
    }

    /** One halo element a thread at the tile's edge loads: offset (dy, dx) from its point. */
    private record Halo(String tag, int dy, int dx) {
        String reg(Tile t, boolean next) {
            return "st_" + t.use.array.name() + "_" + tag + (next ? "_next" : "");
        }
    }

    /**
     * Which thread loads halo element h, and when it lies in the tile: per plane dimension, at an
     * offset of -1 the first thread along it, at +1 the last one when the element is before the far
     * end of the tile, at 0 a thread whose point is before that end.
     */
    private Expr cond(Halo h, Tile t) {
        List<Expr> terms = new ArrayList<>();
        for (int d = 1; d < n; d++) {
            int off = d == n - 1 ? h.dx() : h.dy();
            Expr far = Ir.plus(end(d), t.hi[d]);
            if (off < 0) {
                terms.add(Ir.bin("==", tid(d), Ir.num(0)));
            } else if (off > 0) {
                terms.add(Ir.bin("==", tid(d), Ir.num(threads[d] - 1)));
                terms.add(Ir.bin("<", Ir.plus(Ir.id(var(d)), 1), far));
            } else {
                terms.add(Ir.bin("<", Ir.id(var(d)), far));
            }
        }
        return Ir.and(terms);
    }

    private List<Halo> halos(Tile t) {
        List<Halo> l = new ArrayList<>();
        int x = n - 1;
        if (t.lo[x] > 0) {
            l.add(new Halo("w", 0, -1));
        }
        if (t.hi[x] > 0) {
            l.add(new Halo("e", 0, 1));
        }
        if (n == 3) {
            if (t.lo[1] > 0) {
                l.add(new Halo("n", -1, 0));
            }
            if (t.hi[1] > 0) {
                l.add(new Halo("s", 1, 0));
            }
            if (t.diagonal) {
                for (int dy : new int[] {-1, 1}) {
                    for (int dx : new int[] {-1, 1}) {
                        if ((dy < 0 ? t.lo[1] : t.hi[1]) > 0 && (dx < 0 ? t.lo[x] : t.hi[x]) > 0) {
                            l.add(new Halo((dy < 0 ? "n" : "s") + (dx < 0 ? "w" : "e"), dy, dx));
                        }
                    }
                }
            }
        }
        return l;
    }

    // names and types

    private static String name(Tile t) {
        return t.use.array.name();
    }

    private static String shared(Tile t) {
        return "st_s_" + t.use.array.name();
    }

    private static String slot(Tile t, int k) {
        return "st_" + t.use.array.name() + "_slot_" + (k < 0 ? "m" + -k : "p" + k);
    }

    private static String reg(StencilAccesses.Use u, int k) {
        return "st_" + u.array.name() + "_" + (k < 0 ? "m" + -k : k == 0 ? "0" : "p" + k);
    }

    private static DeclSpecs specs(PartitionedNest.Dim d) {
        DeclSpecs s = d.var().specs() != null ? d.var().specs().withoutStorage() : DeclSpecs.keywords("int");
        s.remove("const");
        return s;
    }

    private static DeclSpecs element(CType el) {
        return new DeclSpecs(List.of(new DeclSpecs.Part(el instanceof NamedType ? DeclSpecs.Kind.TYPEDEF_NAME
                : DeclSpecs.Kind.KEYWORD, el.describe(), null)));
    }
}
