package dev.hicuda.analysis.dependence;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.InitDeclarator;
import dev.hicuda.ir.expr.Assign;
import dev.hicuda.ir.expr.Binary;
import dev.hicuda.ir.expr.Call;
import dev.hicuda.ir.expr.Expr;
import dev.hicuda.ir.expr.Ident;
import dev.hicuda.ir.expr.Paren;
import dev.hicuda.ir.expr.Unary;
import dev.hicuda.ir.stmt.Compound;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.stmt.If;
import dev.hicuda.ir.stmt.Stmt;
import dev.hicuda.ir.stmt.While;
import dev.hicuda.ir.symbol.Symbol;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loop-carried dependences through scalars of a kernel that are declared outside a partitioned loop
 * (each thread has its own copy): a scalar whose value at some read in the loop body may come from
 * a previous iteration (an upward-exposed use: no assignment on every path from the start of the body
 * to the read) and that the body assigns. Such a scalar either carries a reduction — every
 * occurrence in the body is an update {@code s += e}, {@code s = s * e}, {@code s = fmaxf(s, e)},
 * {@code s++}, or {@code if (e > s) s = e;} — or a value from one iteration to the next.
 */
final class ScalarDependences {
    /** A scalar read that may see the value of an earlier iteration, the first assignment to it, and whether it is a reduction. */
    record Finding(Symbol symbol, Ident read, Node write, boolean reduction) {
    }

    private final Set<Symbol> candidates;
    private final Map<Symbol, Ident> exposed = new LinkedHashMap<>();

    private ScalarDependences(Set<Symbol> candidates) {
        this.candidates = candidates;
    }

    /** The findings for the scalars in {@code candidates} (written in the body of {@code loop}). */
    static List<Finding> of(PartitionedLoop loop, Set<Symbol> candidates) {
        ScalarDependences s = new ScalarDependences(candidates);
        s.stmt(loop.loop.body(), new HashSet<>());
        return s.exposed.entrySet().stream().map(e -> new Finding(e.getKey(), e.getValue(), loop.writes.get(e.getKey()).get(0),
                isReduction(e.getKey(), loop.loop.body()))).toList();
    }

    /** Walks a statement with the set of candidates assigned on every path so far; returns that set after it. */
    private Set<Symbol> stmt(Stmt s, Set<Symbol> defined) {
        if (s instanceof Compound c) {
            Set<Symbol> d = defined;
            for (Stmt x : c.items()) {
                d = stmt(x, d);
            }
            return d;
        }
        if (s instanceof ExprStmt e) {
            return expr(e.expr(), defined);
        }
        if (s instanceof DeclStmt d) {
            Set<Symbol> out = defined;
            for (InitDeclarator i : NodeWalker.collect(d, InitDeclarator.class)) {
                if (i.init() != null) {
                    out = expr(i.init(), out);
                }
            }
            return out;
        }
        if (s instanceof If i) {
            Set<Symbol> afterCond = expr(i.cond(), defined);
            Set<Symbol> then = stmt(i.then(), new HashSet<>(afterCond));
            Set<Symbol> other = i.otherwise() == null ? afterCond : stmt(i.otherwise(), new HashSet<>(afterCond));
            Set<Symbol> both = new HashSet<>(then);
            both.retainAll(other);
            return both;
        }
        if (s instanceof For f) {
            Set<Symbol> d = f.init() == null ? defined : stmt(f.init(), defined);
            d = f.cond() == null ? d : expr(f.cond(), d);
            Set<Symbol> body = f.body() == null ? d : stmt(f.body(), new HashSet<>(d));
            if (f.step() != null) {
                expr(f.step(), body);
            }
            return d;
        }
        if (s instanceof While w) {
            if (w.isDoWhile()) {
                Set<Symbol> d = stmt(w.body(), defined);
                return expr(w.cond(), d);
            }
            Set<Symbol> d = expr(w.cond(), defined);
            stmt(w.body(), new HashSet<>(d));
            return d;
        }
        for (Node child : s.children()) {
            if (child instanceof Expr e) {
                defined = expr(e, defined);
            } else if (child instanceof Stmt b) {
                stmt(b, new HashSet<>(defined));
            }
        }
        return defined;
    }

    /** Reads and writes of an expression in evaluation order (an assignment's value before its target). */
    private Set<Symbol> expr(Expr e, Set<Symbol> defined) {
        Set<Symbol> d = new HashSet<>(defined);
        NodeWalker.evaluationOrder(e, n -> {
            if (!(n instanceof Ident i) || !candidates.contains(i.symbol())) {
                return;
            }
            Node p = i.parent();
            Node c = i;
            while (p instanceof Paren) {
                c = p;
                p = p.parent();
            }
            boolean plainWrite = p instanceof Assign a && a.target() == c && a.op().equals("=");
            if (!plainWrite && !d.contains(i.symbol())) {
                exposed.putIfAbsent(i.symbol(), i);
            }
            if (plainWrite || p instanceof Assign a2 && a2.target() == c || p instanceof Unary u && u.isIncDec()) {
                d.add(i.symbol());
            }
        });
        return d;
    }

    /** Whether every occurrence of {@code s} in {@code body} is part of a reduction update of s. */
    static boolean isReduction(Symbol s, Node body) {
        for (Ident i : NodeWalker.collect(body, Ident.class)) {
            if (i.symbol() == s && !inUpdate(i, s)) {
                return false;
            }
        }
        return true;
    }

    private static boolean inUpdate(Ident i, Symbol s) {
        for (Node n = i.parent(); n != null; n = n.parent()) {
            if (n instanceof ExprStmt e && isUpdate(e.expr(), s)) {
                return true;
            }
            if (n instanceof If f) {
                return f.otherwise() == null && isMaxUpdate(f, s);
            }
            if (n instanceof Stmt && !(n instanceof ExprStmt) && !(n instanceof Compound)) {
                return false;
            }
        }
        return false;
    }

    /** {@code s op= e}, {@code s = s op e}, {@code s = e op s}, {@code s = fmaxf(s, e)}, {@code s++}. */
    static boolean isUpdate(Expr e, Symbol s) {
        e = Paren.strip(e);
        if (e instanceof Unary u && u.isIncDec()) {
            return is(u.operand(), s);
        }
        if (!(e instanceof Assign a) || !is(a.target(), s)) {
            return false;
        }
        if (List.of("+=", "-=", "*=", "&=", "|=", "^=").contains(a.op())) {
            return !mentions(a.value(), s);
        }
        if (!a.op().equals("=")) {
            return false;
        }
        Expr v = Paren.strip(a.value());
        if (v instanceof Binary b && List.of("+", "*", "-", "&", "|", "^").contains(b.op())) {
            return is(b.left(), s) && !mentions(b.right(), s)
                    || !b.op().equals("-") && is(b.right(), s) && !mentions(b.left(), s);
        }
        if (v instanceof Call c && c.calleeName() != null && List.of("fmaxf", "fminf", "fmax", "fmin", "max", "min")
                .contains(c.calleeName()) && c.args().size() == 2) {
            return is(c.args().get(0), s) && !mentions(c.args().get(1), s) || is(c.args().get(1), s) && !mentions(c.args().get(0), s);
        }
        return false;
    }

    /** {@code if (e REL s) s = e;} or {@code if (s REL e) s = e;}, with REL a comparison. */
    private static boolean isMaxUpdate(If f, Symbol s) {
        Stmt then = f.then();
        if (then instanceof Compound c && c.items().size() == 1) {
            then = c.items().get(0);
        }
        if (!(Paren.strip(f.cond()) instanceof Binary b) || !List.of("<", ">", "<=", ">=").contains(b.op())
                || !(then instanceof ExprStmt es) || !(Paren.strip(es.expr()) instanceof Assign a) || !a.op().equals("=")
                || !is(a.target(), s) || mentions(a.value(), s)) {
            return false;
        }
        String value = dev.hicuda.ir.print.CPrinter.canonical().expr(Paren.strip(a.value()));
        String l = dev.hicuda.ir.print.CPrinter.canonical().expr(Paren.strip(b.left()));
        String r = dev.hicuda.ir.print.CPrinter.canonical().expr(Paren.strip(b.right()));
        return is(b.left(), s) && r.equals(value) || is(b.right(), s) && l.equals(value);
    }

    private static boolean is(Expr e, Symbol s) {
        return Paren.strip(e) instanceof Ident i && i.symbol() == s;
    }

    private static boolean mentions(Expr e, Symbol s) {
        return NodeWalker.any(e, n -> n instanceof Ident i && i.symbol() == s);
    }
}
