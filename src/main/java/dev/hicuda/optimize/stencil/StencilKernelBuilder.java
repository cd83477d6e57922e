package dev.hicuda.optimize.stencil;

import dev.hicuda.optimize.emit.Ir;

import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.DeclSpecs;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.expr.Conditional;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes the kernel body of a tiled stencil (see {@link dev.hicuda.optimize.StencilTiling}), in the
 * form of the hand-written kernels of {@code bench/}: dimension 0 is the stream (z of a 3-D nest, y
 * of a 2-D one), the others the plane, mapped onto threadIdx.y/x.  Each thread block owns a tile of
 * the plane and a chunk of planes, walked one plane per step by all its threads together (every
 * thread reaches every barrier).  Per tiled array: a ring of R plane tiles with their ghost cells
 * in shared memory (R = the planes read at once + 1: one barrier a plane); the thread's own column
 * in registers, rotated along the stream, which also fills its cell of the tile; the ghost cells
 * loaded by the threads in turn ({@link GhostCells}: at most one a thread a plane for the usual
 * tiles, one predicate computed once).  Per streamed array (read at the centre only) its column in
 * registers, this step's plane loaded before the barrier.  Every value of a tile's next plane is
 * loaded one step ahead, before the barrier, into a register assigned on every step (a load that is not needed is a predicated one, not a branch), and
 * the walk is unrolled by a multiple of the ring and of every register rotation, so that after
 * unrolling the slots are constants and the rotations are renamings: no register moves that wait
 * for the loads just issued.
 */
final class StencilKernelBuilder {
    private final PartitionedNest nest;
    private final List<StencilTile> tiles;
    private final List<StencilAccesses.Use> streamed;
    private final int n;
    private final long[] threads;
    private final int unroll;
    private final boolean pragma;
    /** Ghost-cell assignments by tile shape, and the index of each shape's variables. */
    private final Map<String, GhostCells> ghosts = new LinkedHashMap<>();

    /** {@code pragma}: unroll each step fully ({@code #pragma unroll}: CUDA), else keep it a loop (PoCL got the unrolled barriers wrong). */
    StencilKernelBuilder(PartitionedNest nest, List<StencilTile> tiles, List<StencilAccesses.Use> streamed, int unroll, boolean pragma) {
        this.nest = nest;
        this.tiles = tiles;
        this.streamed = streamed;
        this.n = nest.dims().size();
        this.threads = new long[n];
        for (int d = 0; d < n; d++) {
            threads[d] = nest.dims().get(d).threads();
        }
        this.unroll = unroll;
        this.pragma = pragma;
        for (StencilTile t : tiles) {
            ghosts.computeIfAbsent(t.shape(), k -> new GhostCells(threads, t.lo, t.hi, t.diagonal));
        }
    }

    /** The ghost-cell assignment of tile t. */
    GhostCells ghosts(StencilTile t) {
        return ghosts.get(t.shape());
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
        out.add(Ir.decl(constInt(), "st_first", Ir.bin("+", Exprs.wrap(s.first()), Ir.bin("*", Ir.builtin("blockIdx", field(0)), Ir.num(s.chunk())))));
        Expr next = Ir.bin("+", Ir.id("st_first"), Ir.num(s.chunk()));
        out.add(Ir.decl(constInt(), "st_end", new Conditional(Ir.bin("<", next, end(0)), next.copy(), end(0))));
        out.add(Ir.decl(constInt(), "st_on", inside(null)));
        if (!tiles.isEmpty()) {
            out.add(Ir.decl(constInt(), "st_t", n == 3 ? Ir.bin("+", Ir.bin("*", tid(1), Ir.num(threads[2])), tid(2)) : tid(1)));
        }
        int g = 0;
        for (GhostCells c : ghosts.values()) {
            ghostVariables(out, g++, c);
        }
        for (StencilTile t : tiles) {
            out.add(Ir.decl(constInt(), "st_in_" + name(t), inside(t)));
            List<Long> dims = new ArrayList<>(List.of((long) t.ring));
            for (int d = 1; d < n; d++) {
                dims.add(threads[d] + t.lo[d] + t.hi[d]);
            }
            DeclSpecs sh = element(t.use.element);
            sh.addFirst("__shared__");
            out.add(Ir.array(sh, shared(t), dims));
        }
        prologue(out);
        out.add(walk());
        return out;
    }

    /** Per slot of a ghost-cell assignment: the cell's place in the padded tile and in the array, and whether it is loaded. */
    private void ghostVariables(List<Stmt> out, int g, GhostCells c) {
        StencilTile t = tiles.stream().filter(x -> ghosts(x) == c).findFirst().orElseThrow();
        for (int q = 0; q < c.slots(); q++) {
            String h = ghost(g, q);
            out.add(Ir.decl(constInt(), h, Ir.plus(Ir.id("st_t"), q * c.threads())));
            List<Expr> on = new ArrayList<>(List.of(Ir.bin("<", Ir.id(h), Ir.num(c.count()))));
            for (int d = 1; d < n; d++) {
                String f = d == n - 1 ? "_x" : "_y";
                out.add(Ir.decl(constInt(), h + f, d == n - 1 ? c.column(Ir.id(h)) : c.row(Ir.id(h))));
                // the cell in the array: this thread's point moved to the tile's corner, then to the cell
                Expr at = Ir.plus(Ir.bin("+", Ir.bin("-", Ir.id(var(d)), tid(d)), Ir.id(h + f)), -t.lo[d]);
                out.add(Ir.decl(constInt(), h + "_g" + f.substring(1), at));
                on.add(Ir.bin("<", Ir.id(h + "_g" + f.substring(1)), Ir.plus(end(d), t.hi[d])));
            }
            out.add(Ir.decl(constInt(), h + "_on", Ir.and(on)));
        }
    }

    /** The registers of the first planes, and the ring's planes before the first one the walk stores. */
    private void prologue(List<Stmt> out) {
        Expr first = Ir.id("st_first");
        for (StencilTile t : tiles) {
            DeclSpecs el = element(t.use.element);
            for (int k = t.amin; k <= t.amax; k++) {
                out.add(Ir.decl(el.copy(), reg(t.use, k), when(Ir.id("st_in_" + name(t)), column(t.use, Ir.plus(first.copy(), k)))));
            }
            GhostCells c = ghosts(t);
            for (int q = 0; q < c.slots(); q++) {
                out.add(Ir.decl(el.copy(), ghostReg(t, q), when(Ir.id(ghost(t, q) + "_on"), ghostCell(t, q, Ir.plus(first.copy(), t.dmax)))));
            }
            for (int k = t.dmin; k < t.dmax; k++) {
                Expr slot = Ir.num((k - t.dmin) % t.ring);
                out.add(Ir.assign(own(t, slot), Ir.id(reg(t.use, k))));
                for (int q = 0; q < c.slots(); q++) {
                    out.add(Ir.when(Ir.id(ghost(t, q) + "_on"), List.of(Ir.assign(ghostAt(t, q, slot.copy()),
                            ghostCell(t, q, Ir.plus(first.copy(), k))))));
                }
            }
        }
        for (StencilAccesses.Use u : streamed) {
            int[] w = u.window(true);
            for (int k = w[0]; k < w[1]; k++) {
                out.add(Ir.decl(element(u.element), reg(u, k), when(Ir.id("st_on"), column(u, Ir.plus(first.copy(), k)))));
            }
        }
    }

    /**
     * The walk along the stream: steps of {@code unroll} planes, each step unrolled: the next plane's
     * loads, this plane into the ring, the barrier, the body, the rotation of the registers.  Steps
     * past the end of the chunk (in the last block along the stream) load and compute nothing.
     */
    private Stmt walk() {
        String v = var(0);
        List<Stmt> body = new ArrayList<>();
        body.add(point(nest.dims().get(0), Ir.bin("+", Ir.id("st_k"), Ir.id("st_u"))));
        Expr more = Ir.bin("<", Ir.plus(Ir.id(v), 1), Ir.id("st_end"));
        // loads of the next plane, issued before the barrier so that they are in flight while this one is computed
        for (StencilTile t : tiles) {
            DeclSpecs el = element(t.use.element);
            el.addFirst("const");
            body.add(Ir.decl(el, reg(t.use, t.amax + 1), when(Ir.and(List.of(Ir.id("st_in_" + name(t)), more.copy())),
                    column(t.use, Ir.plus(Ir.id(v), t.amax + 1)))));
            for (int q = 0; q < ghosts(t).slots(); q++) {
                body.add(Ir.decl(el.copy(), ghostReg(t, q) + "_next", when(Ir.and(List.of(Ir.id(ghost(t, q) + "_on"), more.copy())),
                        ghostCell(t, q, Ir.plus(Ir.id(v), t.dmax + 1)))));
            }
        }
        // a streamed array's newest plane: this step's, loaded before the barrier as the hand-written kernels do (a
        // plane ahead would keep two more values live for the little latency the barrier does not already hide)
        for (StencilAccesses.Use u : streamed) {
            int top = u.window(true)[1];
            DeclSpecs el = element(u.element);
            el.addFirst("const");
            body.add(Ir.decl(el, reg(u, top), when(Ir.and(List.of(Ir.id("st_on"), Ir.bin("<", Ir.id(v), Ir.id("st_end")))),
                    column(u, Ir.plus(Ir.id(v), top)))));
        }
        // this step's new plane into the ring
        for (StencilTile t : tiles) {
            Expr slot = slot(t, t.dmax);
            body.add(Ir.assign(own(t, slot), Ir.id(reg(t.use, t.dmax))));
            for (int q = 0; q < ghosts(t).slots(); q++) {
                body.add(Ir.when(Ir.id(ghost(t, q) + "_on"), List.of(Ir.assign(ghostAt(t, q, slot.copy()), Ir.id(ghostReg(t, q))))));
            }
        }
        body.add(new DirectiveStmt("", new SimpleDirective(SimpleDirective.Kind.BARRIER)));
        redirect();
        body.add(Ir.when(Ir.and(List.of(Ir.id("st_on"), Ir.bin("<", Ir.id(v), Ir.id("st_end")))), List.of(nest.body())));
        // rotate the registers along the stream
        for (StencilTile t : tiles) {
            for (int k = t.amin; k <= t.amax; k++) {
                body.add(Ir.assign(Ir.id(reg(t.use, k)), Ir.id(reg(t.use, k + 1))));
            }
            for (int q = 0; q < ghosts(t).slots(); q++) {
                body.add(Ir.assign(Ir.id(ghostReg(t, q)), Ir.id(ghostReg(t, q) + "_next")));
            }
        }
        for (StencilAccesses.Use u : streamed) {
            int[] w = u.window(true);
            for (int k = w[0]; k < w[1]; k++) {
                body.add(Ir.assign(Ir.id(reg(u, k)), Ir.id(reg(u, k + 1))));
            }
        }
        DeclSpecs i = DeclSpecs.keywords("int");
        For step = new For(Ir.decl(i, "st_u", Ir.num(0)), Ir.bin("<", Ir.id("st_u"), Ir.num(unroll)),
                new Unary("++", Ir.id("st_u"), true), Ir.block(body));
        List<Stmt> walk = new ArrayList<>();
        // unrolled fully for CUDA; kept a loop otherwise ("unroll 1", so that the lowering's own unrolling leaves it too)
        walk.add(VerbatimStmt.declaring(List.of(), pragma ? "#pragma unroll" : "#pragma unroll 1"));
        walk.add(step);
        return new For(Ir.decl(i.copy(), "st_k", Ir.id("st_first")), Ir.bin("<", Ir.id("st_k"), Ir.id("st_end")),
                new dev.hicuda.ir.expr.Assign("+=", Ir.id("st_k"), Ir.num(unroll)), Ir.block(walk));
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
        for (StencilTile t : tiles) {
            for (StencilAccesses.Access a : t.use.accesses) {
                Expr to = a.centre() ? Ir.id(reg(t.use, a.offset()[0]))
                        : tileAt(t, slot(t, a.offset()[0]), n == 3 ? a.offset()[1] : 0, a.offset()[n - 1]);
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

    /** The ring slot of plane {@code k} (relative to the step's plane) in unrolled step {@code st_u}: a constant once unrolled. */
    private static Expr slot(StencilTile t, int k) {
        return Ir.bin("%", Ir.plus(Ir.id("st_u"), k - t.dmin), Ir.num(t.ring));
    }

    /** The element of a tiled array's ring at {@code slot}, offset (dy, dx) from this thread's point. */
    private Expr tileAt(StencilTile t, Expr slot, int dy, int dx) {
        List<Expr> subs = new ArrayList<>();
        subs.add(slot);
        for (int d = 1; d < n; d++) {
            int off = d == n - 1 ? dx : dy;
            subs.add(Ir.plus(tid(d), t.lo[d] + off));
        }
        return Ir.index(Ir.id(shared(t)), subs);
    }

    /** This thread's own cell of the ring at {@code slot}. */
    private Expr own(StencilTile t, Expr slot) {
        return tileAt(t, slot, 0, 0);
    }

    /** The cell of ghost slot q of the ring at {@code slot}. */
    private Expr ghostAt(StencilTile t, int q, Expr slot) {
        List<Expr> subs = new ArrayList<>();
        subs.add(slot);
        for (int d = 1; d < n; d++) {
            subs.add(Ir.id(ghost(t, q) + (d == n - 1 ? "_x" : "_y")));
        }
        return Ir.index(Ir.id(shared(t)), subs);
    }

    /** {@code A[plane][y][x]}: this thread's column of an array in global memory. */
    private Expr column(StencilAccesses.Use u, Expr plane) {
        List<Expr> subs = new ArrayList<>();
        subs.add(plane);
        for (int d = 1; d < n; d++) {
            subs.add(Ir.id(var(d)));
        }
        return Ir.index(new Ident(u.array.name()), subs);
    }

    /** {@code A[plane][gy][gx]}: the cell of ghost slot q in global memory. */
    private Expr ghostCell(StencilTile t, int q, Expr plane) {
        List<Expr> subs = new ArrayList<>();
        subs.add(plane);
        for (int d = 1; d < n; d++) {
            subs.add(Ir.id(ghost(t, q) + (d == n - 1 ? "_gx" : "_gy")));
        }
        return Ir.index(new Ident(t.use.array.name()), subs);
    }

    /** {@code cond ? load : 0}: a value assigned on every step, the load predicated. */
    private static Expr when(Expr cond, Expr load) {
        return new Conditional(cond, load, Ir.num(0));
    }

    /** This thread's point lies in the iteration space (t null) or in the tile of t with its far ghost cells. */
    private Expr inside(StencilTile t) {
        List<Expr> terms = new ArrayList<>();
        for (int d = 1; d < n; d++) {
            terms.add(Ir.bin("<", Ir.id(var(d)), t == null ? end(d) : Ir.plus(end(d), t.hi[d])));
        }
        return Ir.and(terms);
    }

    // names and types

    private static String name(StencilTile t) {
        return t.use.array.name();
    }

    private static String shared(StencilTile t) {
        return "st_s_" + t.use.array.name();
    }

    /** The variables of ghost slot q of assignment g. */
    private static String ghost(int g, int q) {
        return "st_g" + g + "_" + q;
    }

    private String ghost(StencilTile t, int q) {
        return ghost(new ArrayList<>(ghosts.keySet()).indexOf(t.shape()), q);
    }

    private static String ghostReg(StencilTile t, int q) {
        return "st_" + t.use.array.name() + "_g" + q;
    }

    private static String reg(StencilAccesses.Use u, int k) {
        return "st_" + u.array.name() + "_" + (k < 0 ? "m" + -k : k == 0 ? "0" : "p" + k);
    }

    private static DeclSpecs constInt() {
        return DeclSpecs.keywords("const", "int");
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
