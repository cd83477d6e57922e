package dev.hicuda.optimize.tiling;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.affine.Exprs;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.stmt.For;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The tiles staged over one loop and the loop's strip length: {@code whole} when the loop has a
 * constant trip count small enough to stage all of it before it runs.  The strip is the longest of
 * {@link #STRIPS} that keeps the loop's tiles within {@link #BUDGET} bytes and at most 32 when a
 * tile depends on the threads' indices (two-dimensional tiles, the shape of a tuned matrix multiply),
 * else at most the threads of a block (each thread loads about one element of each array a strip).
 */
public record StripPlan(For loop, List<TileAnalysis.Tile> tiles, long strip, boolean whole) {
    /** Shared memory the tiles of one loop may take, a block: a tenth of an H100 SM's, so that several blocks fit. */
    public static final long BUDGET = 24 * 1024;
    static final long[] STRIPS = {256, 128, 64, 32, 16, 8};

    /** The tiles grouped by loop, each loop's strip chosen ({@code tuned}, when not null, imposes it); refusals collect the tiles dropped. */
    public static List<StripPlan> group(List<TileAnalysis.Tile> tiles, NestView view, ConstEval constants, Integer tuned,
                                        List<String> refusals) {
        Map<For, List<TileAnalysis.Tile>> byLoop = new LinkedHashMap<>();
        for (TileAnalysis.Tile t : tiles) {
            byLoop.computeIfAbsent(t.loop, k -> new ArrayList<>()).add(t);
        }
        List<StripPlan> out = new ArrayList<>();
        for (Map.Entry<For, List<TileAnalysis.Tile>> e : byLoop.entrySet()) {
            List<TileAnalysis.Tile> ts = new ArrayList<>(e.getValue());
            CountedLoop c = CountedLoop.of(e.getKey(), constants);
            Exprs ex = new Exprs(constants);
            Long trips = constants.eval(ex.sub(ex.add(c.bound().copy(), Exprs.num(c.rel().equals("<=") ? 1 : 0)), Exprs.wrap(c.first())));
            boolean thread2d = false;
            for (TileAnalysis.Tile t : ts) {
                thread2d |= t.reuse(view) < view.blockThreads();
            }
            long max = thread2d ? 32 : Math.min(256, view.blockThreads());
            while (!ts.isEmpty()) {
                if (tuned != null) {
                    if (tuned > 0 && bytes(ts, tuned, view) <= BUDGET) {
                        out.add(new StripPlan(e.getKey(), ts, tuned, trips != null && trips <= tuned));
                    } else {
                        refusals.add("the tuning file's strip " + tuned + " stages nothing over loop '" + c.var().name() + "'");
                    }
                    break;
                }
                if (trips != null && trips > 0 && trips <= 256 && bytes(ts, trips, view) <= BUDGET) {
                    out.add(new StripPlan(e.getKey(), ts, trips, true));
                    break;
                }
                long chosen = 0;
                for (long s : STRIPS) {
                    if (s <= max && bytes(ts, s, view) <= BUDGET && (trips == null || s < trips)) {
                        chosen = s;
                        break;
                    }
                }
                if (chosen > 0) {
                    out.add(new StripPlan(e.getKey(), ts, chosen, false));
                    break;
                }
                // too little shared memory: drop the largest tile and try again
                TileAnalysis.Tile big = ts.get(0);
                for (TileAnalysis.Tile t : ts) {
                    if (t.bytes(8, view) > big.bytes(8, view)) {
                        big = t;
                    }
                }
                ts.remove(big);
                refusals.add("too little shared memory for " + big.array.name() + " (" + big.bytes(8, view)
                        + " bytes a block for a strip of 8, over " + BUDGET + ")");
            }
        }
        return out;
    }

    static long bytes(List<TileAnalysis.Tile> ts, long strip, NestView view) {
        long b = 0;
        for (TileAnalysis.Tile t : ts) {
            b += (t.bytes(strip, view) + 15) / 16 * 16;
        }
        return b;
    }

    /** The report's text: the loop, the strip, each tile's shape and reuse. */
    public String describe(NestView view) {
        StringBuilder sb = new StringBuilder(whole ? "loop '" + loopVar() + "' staged whole (" + strip + " iterations)"
                : "loop '" + loopVar() + "' strip-mined by " + strip);
        sb.append("; in shared memory:");
        String sep = " ";
        for (TileAnalysis.Tile t : tiles) {
            sb.append(sep).append(t.array.name()).append(" [");
            for (int m = 0; m < t.dims.rank(); m++) {
                sb.append(m == 0 ? "" : " x ").append(t.extent(m, strip, view));
            }
            sb.append("] (").append(t.reuse(view) >= 2 ? "read by " + t.reuse(view) + " threads" : "coalesced loads").append(')');
            sep = ", ";
        }
        sb.append(", ").append(bytes(tiles, strip, view)).append(" bytes a block");
        return sb.toString();
    }

    private String loopVar() {
        return dev.hicuda.analysis.loops.CountedLoop.writtenIn(loop.step()).stream().findFirst().map(s -> s.name()).orElse("?");
    }
}
