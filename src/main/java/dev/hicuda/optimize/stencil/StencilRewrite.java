package dev.hicuda.optimize.stencil;

import dev.hicuda.optimize.emit.Ir;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Jump;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Decides whether one kernel region can be tiled as a stencil and rewrites it.  Legality:
 * <ul>
 * <li>the region is a {@link PartitionedNest} of two or three unit-step loops; one thread a block
 *     along the outer dimension, which each thread walks in chunks of more than one point; one
 *     point a thread in the others;</li>
 * <li>the body has no directive and no jump, and uses no loop variable but the points';</li>
 * <li>a tiled array is read only, of an arithmetic type, and every use of it is an access at the
 *     centre point or a nearest neighbour, its subscripts in the nest's order ({@link StencilAccesses});
 *     at least one array is read at an in-plane neighbour;</li>
 * <li>the shared tiles fit in {@link #SHARED_BUDGET} bytes a block.</li>
 * </ul>
 * Profitability (the cost model, skipped when the tiling is forced): an array is staged in shared
 * memory only when some of its in-plane neighbours lie in other rows of the plane (an offset along
 * y of a 3-D nest): those are loaded by other warps, which the tile shares; neighbours along x only
 * are in the cache lines that the warp's own loads bring into L1, so a tile would add a barrier a
 * plane for no reuse (the 2-D Jacobi measured faster untiled on the H100).  Then arrays are tiled,
 * most referenced first, while their tiles fit; the other read-only regular arrays read at the
 * centre are kept in registers.  With no array to tile the
 * kernel is left as it is.
 */
public final class StencilRewrite {
    /** Bytes of shared memory the tiles of one block may use: a third of an SM's, so that several blocks fit. */
    static final long SHARED_BUDGET = 32 * 1024;

    /** What happened to one kernel. */
    public record Result(boolean applied, String description) {
    }

    /** What would be done: the nest, its tiles and streamed arrays, or why nothing. */
    private record Plan(PartitionedNest nest, List<StencilTile> tiles, List<StencilAccesses.Use> streamed, long bytes,
                        List<String> skipped, List<String> rowOnly, String why) {
    }

    private final ConstEval constants;
    private final boolean costModel;
    private final boolean unrollPragma;

    /**
     * {@code costModel}: apply the profitability rule (false when the tiling is forced); {@code unrollPragma}:
     * ask the compiler to unroll each step of the walk fully (CUDA: nvcc; on OpenCL, PoCL computed wrong results
     * with the steps unrolled, by the pragma or by hand, and right ones without).
     */
    public StencilRewrite(ConstEval constants, boolean costModel, boolean unrollPragma) {
        this.constants = constants;
        this.costModel = costModel;
        this.unrollPragma = unrollPragma;
    }

    /** Tiles the kernel of {@code r} where legal (and profitable, under the cost model). */
    public Result apply(KernelRegion r) {
        Plan p = plan(r);
        if (p.why() != null) {
            return no(p.why());
        }
        List<PartitionedNest.Dim> dims = p.nest().dims();
        int unroll = unroll(p);
        StencilKernelBuilder b = new StencilKernelBuilder(p.nest(), p.tiles(), p.streamed(), unroll, unrollPragma);
        String description = describe(p, b, unroll, unrollPragma);
        List<Stmt> code = b.build();
        replace(r, code, dims);
        return new Result(true, description);
    }

    /** Why the kernel of {@code r} would not be tiled, or null when it would: nothing is changed. */
    public String refusal(KernelRegion r) {
        Plan p = plan(r);
        return p.why() == null ? null : "not applied: " + p.why();
    }

    private Plan plan(KernelRegion r) {
        PartitionedNest nest = PartitionedNest.of(r, constants);
        if (nest.why() != null) {
            return no(nest, nest.why());
        }
        List<PartitionedNest.Dim> dims = nest.dims();
        int n = dims.size();
        if (n < 2 || n > 3) {
            return no(nest, "the nest has " + n + " partitioned loop" + (n == 1 ? "" : "s") + "; stencil tiling takes 2 or 3");
        }
        if (dims.get(0).threads() != 1) {
            return no(nest, dims.get(0).threads() + " threads a block along '" + dims.get(0).var().name()
                    + "': the threads of a block must walk the outer dimension together (one thread along it)");
        }
        if (dims.get(0).chunk() == 1) {
            return no(nest, "a thread computes one point along '" + dims.get(0).var().name() + "': no chunk to stream"
                    + " (give the outer dimension a chunk size, e.g. chunksize(1, 1, 64))");
        }
        for (int d = 1; d < n; d++) {
            if (dims.get(d).chunk() != 1) {
                return no(nest, "a thread computes several points along '" + dims.get(d).var().name() + "'");
            }
        }
        Stmt body = nest.body();
        if (NodeWalker.any(body, x -> x instanceof DirectiveStmt || x instanceof Jump)) {
            return no(nest, "the body has a directive or a jump");
        }
        Set<Symbol> points = new HashSet<>();
        dims.forEach(d -> points.add(d.var()));
        if (NodeWalker.any(body, x -> x instanceof Ident i && i.symbol() != null && isLoopVar(nest, i.symbol())
                && !points.contains(i.symbol()))) {
            return no(nest, "the body uses the variable of a partitioned loop that is not a point's coordinate");
        }
        StencilAccesses accesses = StencilAccesses.of(nest, constants);
        List<StencilAccesses.Use> candidates = new ArrayList<>();
        for (StencilAccesses.Use u : accesses.uses().values()) {
            if (!u.irregular && !u.written && !u.accesses.isEmpty() && u.element.size() != null && u.element.isArithmetic()) {
                candidates.add(u);
            }
        }
        candidates.sort(Comparator.comparingInt((StencilAccesses.Use u) -> -u.accesses.size()));
        long[] threads = dims.stream().mapToLong(PartitionedNest.Dim::threads).toArray();
        List<StencilTile> tiles = new ArrayList<>();
        List<StencilAccesses.Use> streamed = new ArrayList<>();
        long bytes = 0;
        List<String> skipped = new ArrayList<>();
        List<String> rowOnly = new ArrayList<>();
        for (StencilAccesses.Use u : candidates) {
            if (u.hasNeighbours() && costModel && !u.acrossRows()) {
                rowOnly.add(u.array.name());
            } else if (u.hasNeighbours()) {
                StencilTile t = new StencilTile(u, n);
                if (bytes + t.bytes(threads) <= SHARED_BUDGET) {
                    tiles.add(t);
                    bytes += t.bytes(threads);
                    continue;
                }
                skipped.add(u.array.name());
            }
            if (u.window(true) != null) {
                streamed.add(u);
            }
        }
        if (tiles.isEmpty()) {
            String why = !skipped.isEmpty() ? "the tiles of " + String.join(", ", skipped) + " do not fit in " + SHARED_BUDGET
                    + " bytes of shared memory"
                    : !rowOnly.isEmpty() ? String.join(", ", rowOnly) + (rowOnly.size() == 1 ? " is" : " are") + " read at in-plane"
                    + " neighbours along '" + dims.get(n - 1).var().name() + "' only, which the warp's own loads bring into the L1"
                    + " cache: a shared tile would add a barrier a step for no reuse across warps (the cost model;"
                    + " --opt=+stencil-tiling tiles it anyway)"
                    : "no read-only array is read at in-plane neighbours with nearest-neighbour subscripts";
            return no(nest, why);
        }
        return new Plan(nest, tiles, streamed, bytes, skipped, rowOnly, null);
    }

    private static Plan no(PartitionedNest nest, String why) {
        return new Plan(nest, List.of(), List.of(), 0, List.of(), List.of(), why);
    }

    /**
     * How many planes a step of the walk covers: the least common multiple of the rings and of the
     * registers each rotation cycles through (2, 3 or 4 each), so that once unrolled every slot is a
     * constant and every rotation a renaming.
     */
    static int unroll(Plan p) {
        int u = 2;
        for (StencilTile t : p.tiles()) {
            u = lcm(lcm(u, t.ring), t.chain());
        }
        for (StencilAccesses.Use s : p.streamed()) {
            int[] w = s.window(true);
            u = lcm(u, w[1] - w[0] + 1);
        }
        return u;
    }

    private static int lcm(int a, int b) {
        int x = a;
        int y = b;
        while (y != 0) {
            int t = x % y;
            x = y;
            y = t;
        }
        return a / x * b;
    }

    private static boolean isLoopVar(PartitionedNest nest, Symbol s) {
        for (var f : NodeWalker.collect(nest.outer(), dev.hicuda.ir.stmt.For.class)) {
            if (f.init() != null && NodeWalker.any(f.init(), x -> x instanceof dev.hicuda.ir.decl.InitDeclarator id
                    && id.name() != null && id.name().equals(s.name()))) {
                return true;
            }
        }
        return false;
    }

    /** The region's nest becomes the tiled code; its spaces: one thread along the stream, blocks per chunk and tile. */
    private void replace(KernelRegion r, List<Stmt> code, List<PartitionedNest.Dim> dims) {
        Exprs ex = new Exprs(constants);
        KernelDirective old = r.directive();
        List<Expr> tblock = new ArrayList<>();
        List<Expr> thread = new ArrayList<>();
        for (int d = 0; d < dims.size(); d++) {
            PartitionedNest.Dim dim = dims.get(d);
            long tile = dim.threads() * dim.chunk();
            Expr trips = ex.sub(dim.exclusiveEnd(), Exprs.wrap(dim.first()));
            tblock.add(ex.simplified(ex.ceilDiv(trips, Exprs.num(tile))).at(old.pos()));
            thread.add(Exprs.num(dim.threads()).at(old.pos()));
        }
        KernelDirective kd = new KernelDirective(old.name(), tblock, thread, old.nowait());
        kd.at(old.pos());
        kd.setDialect(old.dialect());
        r.begin().setDirective(kd);
        List<Stmt> items = r.body();
        int at = r.block().indexOf(items.get(0));
        for (Stmt s : items) {
            r.block().remove(s);
        }
        dev.hicuda.ir.stmt.Compound block = Ir.block(code);
        block.at(old.pos());
        block.setEpoch(r.begin().epoch());
        r.block().insert(at, block);
    }

    private static String describe(Plan p, StencilKernelBuilder b, int unroll, boolean unrolled) {
        List<PartitionedNest.Dim> dims = p.nest().dims();
        PartitionedNest.Dim s = dims.get(0);
        StringBuilder sb = new StringBuilder("applied: each block walks " + s.chunk() + " points along '" + s.var().name()
                + "' plane by plane; shared");
        for (StencilTile t : p.tiles()) {
            sb.append(' ').append(t.use.array.name()).append(" (").append(t.ring).append(" planes");
            for (int d = 1; d < dims.size(); d++) {
                sb.append(" x ").append(dims.get(d).threads() + t.lo[d] + t.hi[d]);
            }
            sb.append(", ").append(t.use.accesses.size()).append(" references, ").append(b.ghosts(t).describe()).append(')');
        }
        sb.append(", ").append(p.bytes()).append(" bytes a block, one barrier a plane; registers along '")
                .append(s.var().name()).append("':");
        for (StencilTile t : p.tiles()) {
            sb.append(' ').append(t.use.array.name()).append('[').append(t.amin).append("..").append(t.amax).append(']');
        }
        for (StencilAccesses.Use u : p.streamed()) {
            int[] w = u.window(true);
            sb.append(' ').append(u.array.name()).append('[').append(w[0]).append("..").append(w[1]).append(']');
        }
        sb.append("; a tile's next plane loaded one step ahead; ").append(unrolled ? "walk unrolled " + unroll + " times"
                : "walk in steps of " + unroll + " planes");
        if (!p.skipped().isEmpty()) {
            sb.append("; not tiled (shared memory): ").append(String.join(", ", p.skipped()));
        }
        if (!p.rowOnly().isEmpty()) {
            sb.append("; not tiled (neighbours along '").append(dims.get(dims.size() - 1).var().name()
                    ).append("' only, served by L1): ").append(String.join(", ", p.rowOnly()));
        }
        return sb.toString();
    }

    private static Result no(String why) {
        return new Result(false, "not applied: " + why);
    }
}
