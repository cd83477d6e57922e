package dev.hicuda.analysis.dependence;

import dev.hicuda.analysis.loops.Subscripts;
import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Index;
import dev.hicuda.ir.expr.Literal;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.symbol.Symbol;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * One access to an element of an array or of the memory a pointer points to, in a loop body:
 * {@code a[i][j]}, {@code p[e]}, {@code *(p + e)} or {@code *p}, with its subscripts as written
 * (one flat offset for a pointer), whether it writes and whether it reads (a compound assignment
 * and {@code ++}/{@code --} do both), and the node to point at.
 */
record Access(Symbol symbol, List<Expr> subscripts, boolean writes, boolean reads, Expr node) {

    /** Whether this access is the target of a compound assignment or of ++/--: an update of the element. */
    boolean isUpdate() {
        return writes && reads;
    }

    String kind() {
        return writes ? "write" : "read";
    }

    /** The element accesses in {@code body} to the arrays and pointers that {@code relevant} accepts, in source order. */
    static List<Access> in(Node body, Predicate<Symbol> relevant) {
        List<Access> out = new ArrayList<>();
        NodeWalker.preOrder(body, n -> {
            Access a = of(n);
            if (a != null && relevant.test(a.symbol())) {
                out.add(a);
            }
        });
        return out;
    }

    /** The access that {@code n} is (the outermost subscript of a chain, or a dereference), or null. */
    static Access of(Node n) {
        Symbol s;
        List<Expr> subs = new ArrayList<>();
        if (n instanceof Index top) {
            List<Index> chain = Subscripts.chain(top);
            if (chain == null || !(Paren.strip(chain.get(0).base()) instanceof Ident id) || id.symbol() == null) {
                return null;
            }
            s = id.symbol();
            for (Index ix : chain) {
                subs.add(ix.index());
            }
        } else if (n instanceof Unary u && u.op().equals("*") && !u.isPostfix()) {
            Expr p = Paren.strip(u.operand());
            if (p instanceof Ident id && id.symbol() != null) {
                s = id.symbol();
                subs.add(Literal.integer(0));
            } else if (p instanceof Binary b && (b.op().equals("+") || b.op().equals("-"))
                    && Paren.strip(b.left()) instanceof Ident id && id.symbol() != null && id.symbol().type() != null
                    && id.symbol().type().isPointer()) {
                s = id.symbol();
                subs.add(b.op().equals("+") ? b.right() : new Unary("-", new Paren(b.right().copy()), false));
            } else {
                return null;
            }
        } else {
            return null;
        }
        if (s.type() == null || !(s.type().resolved().isArray() || s.type().resolved().isPointer())) {
            return null;
        }
        Expr e = (Expr) n;
        Node p = e.parent();
        while (p instanceof Paren || p instanceof dev.hicuda.ir.expr.Member m && !m.isArrow() && m.base() == e) {
            e = (Expr) p;
            p = p.parent();
        }
        boolean writes = false;
        boolean reads = true;
        if (p instanceof Assign a && a.target() == e) {
            writes = true;
            reads = !a.op().equals("=");
        } else if (p instanceof Unary u && u.isIncDec()) {
            writes = true;
        }
        return new Access(s, subs, writes, reads, (Expr) n);
    }
}
