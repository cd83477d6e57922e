package dev.hicuda.analysis.mint;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.directive.DataDirective;
import dev.hicuda.ir.directive.Directive;
import dev.hicuda.ir.directive.ParallelRegionDirective;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Mint accelerated region: the {@code parallel} directive in {@link #block()}, the block
 * {@link #body()} it applies to, the {@code copy(..., toDevice, ...)} directives that fill its
 * device copies and the {@code copy(..., fromDevice, ...)} directives that read them back.  A
 * toDevice copy belongs to the next region in the same block, a fromDevice copy to the previous
 * one; the device copies live from the first until the last of them.
 */
public record MintRegion(Compound block, DirectiveStmt directive, Compound body, List<DirectiveStmt> copiesIn,
                         List<DirectiveStmt> copiesOut) {

    /** The copies of one block that belong to no region: toDevice with no region after, fromDevice with none before. */
    public record Orphans(List<DirectiveStmt> toDevice, List<DirectiveStmt> fromDevice) {
    }

    /** The regions whose directive stands directly in {@code c}, in order; orphaned copies go to {@code orphans}. */
    public static List<MintRegion> in(Compound c, Orphans orphans) {
        List<MintRegion> out = new ArrayList<>();
        List<DirectiveStmt> pending = new ArrayList<>();
        MintRegion last = null;
        for (Stmt s : c.items()) {
            if (!(s instanceof DirectiveStmt ds) || ds.directive() == null || !ds.directive().isMint()) {
                continue;
            }
            Directive d = ds.directive();
            if (d instanceof ParallelRegionDirective) {
                Compound body = ds.attachedStatement() instanceof Compound b ? b : null;
                last = new MintRegion(c, ds, body, new ArrayList<>(pending), new ArrayList<>());
                out.add(last);
                pending.clear();
            } else if (isCopyIn(d)) {
                pending.add(ds);
            } else if (d instanceof DataDirective) {
                if (last != null) {
                    last.copiesOut.add(ds);
                } else if (orphans != null) {
                    orphans.fromDevice.add(ds);
                }
            }
        }
        if (orphans != null) {
            orphans.toDevice.addAll(pending);
        }
        return out;
    }

    /** Every region of the tree under {@code root}, in pre-order. */
    public static List<MintRegion> all(Node root) {
        List<MintRegion> out = new ArrayList<>();
        for (Compound c : NodeWalker.collect(root, Compound.class)) {
            out.addAll(in(c, null));
        }
        return out;
    }

    /** The innermost region whose body contains {@code n}, or null. */
    public static MintRegion enclosing(Node n) {
        for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
            if (child instanceof Compound body && p instanceof Compound block) {
                for (MintRegion r : in(block, null)) {
                    if (r.body == body) {
                        return r;
                    }
                }
            }
        }
        return null;
    }

    /** Whether {@code d} is a Mint copy to the device. */
    public static boolean isCopyIn(Directive d) {
        return d instanceof DataDirective dd && d.isMint() && dd.action() == DataDirective.Action.ALLOC;
    }

    /** The copies to the device by the name that stands for the device copy in the region, first one of each name. */
    public Map<String, DataDirective> deviceCopies() {
        Map<String, DataDirective> m = new LinkedHashMap<>();
        for (DirectiveStmt ds : copiesIn) {
            DataDirective dd = (DataDirective) ds.directive();
            m.putIfAbsent(dd.variable().name(), dd);
        }
        return m;
    }

    /** The statement after which the device copies are freed: the last fromDevice copy, or the region's body. */
    public Stmt end() {
        return copiesOut.isEmpty() ? body : copiesOut.get(copiesOut.size() - 1);
    }
}
