package dev.hicuda.optimize.stencil;

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
 * <li>a tiled array is read only, and every use of it is an access at the centre point or a nearest
 *     neighbour, its subscripts in the nest's order ({@link StencilAccesses}); at least one array
 *     is read at an in-plane neighbour;</li>
 * <li>the shared tiles fit in {@link #SHARED_BUDGET} bytes a block.</li>
 * </ul>
 * Profitability: the arrays read at in-plane neighbours are tiled, most referenced first, while the
 * tiles fit; the other read-only regular arrays read along the stream at the centre are kept in
 * registers.  Kernels whose nest has no chunk along the outer dimension are left as they are (a
 * thread computes one point: nothing to stream).
 */
public final class StencilRewrite {
    /** Bytes of shared memory the tiles of one block may use: a third of an SM's, so that several blocks fit. */
    static final long SHARED_BUDGET = 32 * 1024;
    /** How far the walk along the stream is unrolled. */
    static final int UNROLL = 4;

    /** What happened to one kernel. */
    public record Result(boolean applied, String description) {
    }

    private final ConstEval constants;

    public StencilRewrite(ConstEval constants) {
        this.constants = constants;
    }

    public Result apply(KernelRegion r) {
        PartitionedNest nest = PartitionedNest.of(r, constants);
        if (nest.why() != null) {
            return no(nest.why());
        }
        List<PartitionedNest.Dim> dims = nest.dims();
        int n = dims.size();
        if (n < 2 || n > 3) {
            return no("the nest has " + n + " partitioned loop" + (n == 1 ? "" : "s") + "; stencil tiling takes 2 or 3");
        }
        if (dims.get(0).threads() != 1) {
            return no(dims.get(0).threads() + " threads a block along '" + dims.get(0).var().name()
                    + "': the threads of a block must walk the outer dimension together (one thread along it)");
        }
        if (dims.get(0).chunk() == 1) {
            return no("a thread computes one point along '" + dims.get(0).var().name() + "': no chunk to stream"
                    + " (give the outer dimension a chunk size, e.g. chunksize(1, 1, 64))");
        }
        for (int d = 1; d < n; d++) {
            if (dims.get(d).chunk() != 1) {
                return no("a thread computes several points along '" + dims.get(d).var().name() + "'");
            }
        }
        Stmt body = nest.body();
        if (NodeWalker.any(body, x -> x instanceof DirectiveStmt || x instanceof Jump)) {
            return no("the body has a directive or a jump");
        }
        Set<Symbol> points = new HashSet<>();
        dims.forEach(d -> points.add(d.var()));
        if (NodeWalker.any(body, x -> x instanceof Ident i && i.symbol() != null && isLoopVar(nest, i.symbol())
                && !points.contains(i.symbol()))) {
            return no("the body uses the variable of a partitioned loop that is not a point's coordinate");
        }
        StencilAccesses accesses = StencilAccesses.of(nest, constants);
        List<StencilAccesses.Use> candidates = new ArrayList<>();
        for (StencilAccesses.Use u : accesses.uses().values()) {
            if (!u.irregular && !u.written && !u.accesses.isEmpty() && u.element.size() != null) {
                candidates.add(u);
            }
        }
        candidates.sort(Comparator.comparingInt((StencilAccesses.Use u) -> -u.accesses.size()));
        long[] threads = dims.stream().mapToLong(PartitionedNest.Dim::threads).toArray();
        List<StencilKernelBuilder.Tile> tiles = new ArrayList<>();
        List<StencilAccesses.Use> streamed = new ArrayList<>();
        long bytes = 0;
        List<String> skipped = new ArrayList<>();
        for (StencilAccesses.Use u : candidates) {
            if (u.hasNeighbours()) {
                StencilKernelBuilder.Tile t = new StencilKernelBuilder.Tile(u, n);
                if (bytes + t.bytes(threads) <= SHARED_BUDGET) {
                    tiles.add(t);
                    bytes += t.bytes(threads);
                    continue;
                }
                skipped.add(u.array.name());
            }
            int[] w = u.window(true);
            if (w != null && (w[0] != 0 || w[1] != 0)) {
                streamed.add(u);
            }
        }
        if (tiles.isEmpty()) {
            return no(skipped.isEmpty() ? "no read-only array is read at in-plane neighbours with nearest-neighbour subscripts"
                    : "the tiles of " + String.join(", ", skipped) + " do not fit in " + SHARED_BUDGET + " bytes of shared memory");
        }
        StencilKernelBuilder b = new StencilKernelBuilder(nest, tiles, streamed, UNROLL);
        List<Stmt> code = b.build();
        replace(r, code, dims);
        return new Result(true, describe(dims, tiles, streamed, bytes, skipped));
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

    private static String describe(List<PartitionedNest.Dim> dims, List<StencilKernelBuilder.Tile> tiles,
                                   List<StencilAccesses.Use> streamed, long bytes, List<String> skipped) {
        PartitionedNest.Dim s = dims.get(0);
        StringBuilder sb = new StringBuilder("applied: each block walks " + s.chunk() + " points along '" + s.var().name()
                + "' plane by plane; shared");
        for (StencilKernelBuilder.Tile t : tiles) {
            sb.append(' ').append(t.use.array.name()).append(" (").append(t.ring).append(" planes");
            for (int d = 1; d < dims.size(); d++) {
                sb.append(" x ").append(dims.get(d).threads() + t.lo[d] + t.hi[d]);
            }
            sb.append(", ").append(t.use.accesses.size()).append(" references)");
        }
        sb.append(", ").append(bytes).append(" bytes a block; registers along '").append(s.var().name()).append("':");
        for (StencilKernelBuilder.Tile t : tiles) {
            sb.append(' ').append(t.use.array.name()).append('[').append(t.amin).append("..").append(t.amax).append(']');
        }
        for (StencilAccesses.Use u : streamed) {
            int[] w = u.window(true);
            sb.append(' ').append(u.array.name()).append('[').append(w[0]).append("..").append(w[1]).append(']');
        }
        sb.append("; next plane loaded one step ahead; walk unrolled ").append(UNROLL).append(" times");
        if (!skipped.isEmpty()) {
            sb.append("; not tiled (shared memory): ").append(String.join(", ", skipped));
        }
        return sb.toString();
    }

    private static Result no(String why) {
        return new Result(false, "not applied: " + why);
    }
}
