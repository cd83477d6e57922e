package dev.hicuda.optimize.specialize;

import dev.hicuda.analysis.KernelRegion;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.directive.LoopPartitionDirective;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Conditional;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DirectiveStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Jump;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.Switch;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.ir.symbol.Symbol;
import dev.hicuda.optimize.nest.Code;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The variables of a kernel whose values may differ between the threads of a block: the variables
 * of loops partitioned over threads, and, to a fixed point, every variable assigned from a value
 * that mentions one, read from memory, or under a condition that does (an {@code if}, a loop or
 * {@code ?:}/{@code &&}/{@code ||} whose condition mentions one, or a loop left by a jump under such
 * a condition).  What no thread-varying variable reaches is the same for every thread (uniform):
 * a warp's access to it reads one address.
 */
public final class Uniformity {
    private Uniformity() {
    }

    public static Set<Symbol> varying(KernelRegion r) {
        Set<Symbol> v = new HashSet<>();
        List<Node> writes = new ArrayList<>();
        java.util.Map<Node, Symbol> declared = Code.symbolsByDeclaration(r.body());
        for (Stmt s : r.body()) {
            for (For f : NodeWalker.collect(s, For.class)) {
                if (partitioned(f) && ((DirectiveStmt) ((Compound) f.parent()).items().get(((Compound) f.parent()).indexOf(f) - 1))
                        .directive() instanceof LoopPartitionDirective lp && lp.overThread()) {
                    v.addAll(dev.hicuda.analysis.loops.CountedLoop.writtenIn(f.init()));
                    v.addAll(dev.hicuda.analysis.loops.CountedLoop.writtenIn(f.step()));
                }
            }
            NodeWalker.preOrder(s, n -> {
                if (n instanceof Assign || n instanceof Unary u && u.isIncDec() || n instanceof InitDeclarator d && d.init() != null) {
                    writes.add(n);
                }
            });
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (Node w : writes) {
                Symbol target = w instanceof InitDeclarator d ? declared.get(d) : target(w);
                if (target == null || v.contains(target)) {
                    continue;
                }
                if (dependsOnVarying(w, v)) {
                    v.add(target);
                    grew = true;
                }
            }
        }
        return v;
    }

    private static Symbol target(Node w) {
        Expr t = w instanceof Assign a ? a.target() : ((Unary) w).operand();
        return Paren.strip(t) instanceof Ident i ? i.symbol() : null;
    }

    private static boolean dependsOnVarying(Node w, Set<Symbol> v) {
        Node value = w instanceof Assign a ? a : w instanceof InitDeclarator d ? d.init() : w;
        if (Code.mentions(value, v) || NodeWalker.any(value, n -> n instanceof Index)) {
            return true;
        }
        Node child = w;
        for (Node p = w.parent(); p != null; child = p, p = p.parent()) {
            Expr cond = p instanceof If i ? i.cond() : p instanceof While wh ? wh.cond() : p instanceof Switch sw ? sw.cond()
                    : p instanceof For f && !partitioned(f) ? f.cond() : p instanceof Conditional c && child != c.cond() ? c.cond()
                    : p instanceof Binary b && (b.op().equals("&&") || b.op().equals("||")) && child == b.right() ? b.left() : null;
            if (cond != null && (Code.mentions(cond, v) || NodeWalker.any(cond, n -> n instanceof Index))) {
                return true;
            }
            if ((p instanceof For f && !partitioned(f) || p instanceof While) && leftUnderVaryingCondition(p, v)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code n} is inside a sequential (not partitioned) loop of kernel {@code r}. */
    public static boolean inSequentialLoop(Node n, KernelRegion r) {
        for (Node p = n.parent(); p != null && p != r.block(); p = p.parent()) {
            if (p instanceof For f && !partitioned(f)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a loop_partition directive stands before {@code f}. */
    public static boolean partitioned(For f) {
        return f.parent() instanceof Compound c && c.indexOf(f) > 0 && c.items().get(c.indexOf(f) - 1) instanceof DirectiveStmt d
                && d.directive() instanceof LoopPartitionDirective;
    }

    /** Whether a break or continue of loop {@code loop} stands under a condition that mentions a varying variable. */
    private static boolean leftUnderVaryingCondition(Node loop, Set<Symbol> v) {
        for (Jump j : NodeWalker.collect(loop, Jump.class)) {
            for (Node p = j.parent(); p != null && p != loop; p = p.parent()) {
                if (p instanceof If i && (Code.mentions(i.cond(), v) || NodeWalker.any(i.cond(), n -> n instanceof Index))) {
                    return true;
                }
            }
        }
        return false;
    }
}
