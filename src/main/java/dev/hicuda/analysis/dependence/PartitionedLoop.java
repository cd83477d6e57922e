package dev.hicuda.analysis.dependence;

import dev.hicuda.analysis.ConstEval;
import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.analysis.affine.PolyReader;
import dev.hicuda.analysis.loops.CountedLoop;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A {@code loop_partition}ed loop and what the dependence test needs to know of its body: the
 * counted form of the loop, the variables its body writes (and where), the arrays its body writes,
 * and the counted loops of the kernel.
 */
final class PartitionedLoop {
    final DirectiveStmt directive;
    final For loop;
    final CountedLoop counted;
    final KernelRegion region;
    final ConstEval constants;
    final PolyReader reader;
    /** Scalars the body writes, with the nodes that write them (assignments, ++/--, declarations with an initializer, &amp;). */
    final Map<Symbol, List<Node>> writes = new HashMap<>();
    /** Arrays and pointers whose elements the body writes. */
    final Set<Symbol> writtenArrays = new HashSet<>();
    private final Map<For, CountedLoop> countedCache = new IdentityHashMap<>();

    PartitionedLoop(DirectiveStmt directive, For loop, KernelRegion region, ConstEval constants) {
        this.directive = directive;
        this.loop = loop;
        this.region = region;
        this.constants = constants;
        this.reader = new PolyReader(constants);
        this.counted = counted(loop);
        CountedLoop.forEachWrite(loop.body(), (s, at) -> writes.computeIfAbsent(s, k -> new ArrayList<>()).add(at));
        NodeWalker.preOrder(loop.body(), n -> {
            Access a = Access.of(n);
            if (a != null && a.writes()) {
                writtenArrays.add(a.symbol());
            }
        });
        NodeWalker.preOrder(loop.body(), n -> {
            if (n instanceof Ident i && i.symbol() != null && i.symbol().declaration() instanceof InitDeclarator d
                    && d.init() != null && inside(d, loop.body())) {
                List<Node> l = writes.computeIfAbsent(i.symbol(), k -> new ArrayList<>());
                if (!l.contains(d)) {
                    l.add(0, d);
                }
            }
        });
    }

    LoopPartitionDirective partition() {
        return (LoopPartitionDirective) directive.directive();
    }

    /** Whether the body changes {@code s} (as a scalar: assigned, incremented, declared with a value, address taken). */
    boolean varies(Symbol s) {
        return writes.containsKey(s) || s == counted.var();
    }

    CountedLoop counted(For f) {
        return countedCache.computeIfAbsent(f, x -> CountedLoop.of(x, constants));
    }

    /** The innermost counted loop of variable {@code s} whose body contains {@code at}, or null. */
    For loopOf(Symbol s, Node at) {
        for (Node child = at, p = at.parent(); p != null; child = p, p = p.parent()) {
            if (p instanceof For f && child == f.body()) {
                CountedLoop c = counted(f);
                if (c != null && c.var() == s) {
                    return f;
                }
            }
        }
        return null;
    }

    /** Whether {@code f} is the partitioned loop or a loop inside its body. */
    boolean isInside(For f) {
        return f == loop || inside(f, loop.body());
    }

    /** Whether a symbol is declared inside the kernel region (a per-thread variable) or inside the loop. */
    boolean declaredInKernel(Symbol s) {
        Node d = s.declaration();
        if (d == null) {
            return false;
        }
        KernelRegion r = KernelRegion.enclosing(d);
        return r != null && r.begin() == region.begin() || inside(d, loop);
    }

    /**
     * Whether an access goes to a copy of its own in each thread block: the loop is partitioned over
     * thread blocks only (each thread runs all of its block's iterations) and the access is in the
     * scope of a {@code shared alloc} of the variable, so iterations in different blocks use different
     * copies and those in one block run one after another.
     */
    boolean perBlockCopy(Access a) {
        LoopPartitionDirective lp = partition();
        if (!lp.overTblock() || lp.overThread()) {
            return false;
        }
        for (Node child = a.node(), p = child.parent(); p != null && p != region.block(); child = p, p = p.parent()) {
            if (!(p instanceof dev.hicuda.ir.stmt.Compound c) || !(child instanceof dev.hicuda.ir.stmt.Stmt cs)) {
                continue;
            }
            for (int i = c.indexOf(cs) - 1; i >= 0; i--) {
                if (c.items().get(i) instanceof DirectiveStmt d && d.directive() instanceof dev.hicuda.ir.directive.DataDirective dd
                        && dd.memory() == dev.hicuda.ir.directive.DataDirective.Memory.SHARED) {
                    if (dd.action() == dev.hicuda.ir.directive.DataDirective.Action.REMOVE
                            && dd.names().stream().anyMatch(n -> n.name().equals(a.symbol().name()))) {
                        return false;
                    }
                    if (dd.variable() != null && dd.variable().name().equals(a.symbol().name())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    static boolean inside(Node n, Node ancestor) {
        for (Node p = n; p != null; p = p.parent()) {
            if (p == ancestor) {
                return true;
            }
        }
        return false;
    }
}
