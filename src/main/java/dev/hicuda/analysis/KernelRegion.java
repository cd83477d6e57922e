package dev.hicuda.analysis;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.directive.KernelDirective;
import dev.hicuda.ir.directive.SimpleDirective;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.Stmt;

import java.util.ArrayList;
import java.util.List;

/** The statements between a {@code kernel} directive and its {@code kernel_end}, in one block. */
public record KernelRegion(Compound block, DirectiveStmt begin, DirectiveStmt end) {

    public KernelDirective directive() {
        return (KernelDirective) begin.directive();
    }

    /** The statements strictly between the two directives. */
    public List<Stmt> body() {
        int a = block.indexOf(begin);
        int b = block.indexOf(end);
        return new ArrayList<>(block.items().subList(a + 1, b));
    }

    /** Whether {@code n} (which may be null) is one of the region's statements or inside one. */
    public boolean contains(Node n) {
        for (Stmt s : body()) {
            if (n != null && (n == s || n.isInside(s))) {
                return true;
            }
        }
        return false;
    }

    /** Regions directly in a block (matched in order; unmatched directives are skipped). */
    public static List<KernelRegion> in(Compound c) {
        List<KernelRegion> out = new ArrayList<>();
        DirectiveStmt open = null;
        for (Stmt s : c.items()) {
            if (s instanceof DirectiveStmt d && d.directive() instanceof KernelDirective) {
                open = d;
            } else if (s instanceof DirectiveStmt d && d.directive() instanceof SimpleDirective sd
                    && sd.kind() == SimpleDirective.Kind.KERNEL_END && open != null) {
                out.add(new KernelRegion(c, open, d));
                open = null;
            }
        }
        return out;
    }

    /** The kernel region that contains {@code n}, or null. */
    public static KernelRegion enclosing(Node n) {
        for (Node child = n, p = n.parent(); p != null; child = p, p = p.parent()) {
            if (p instanceof Compound c && child instanceof Stmt s) {
                int i = c.indexOf(s);
                for (KernelRegion r : in(c)) {
                    if (i > c.indexOf(r.begin) && i < c.indexOf(r.end)) {
                        return r;
                    }
                }
            }
        }
        return null;
    }
}
