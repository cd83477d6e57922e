package dev.hicuda.analysis;

import dev.hicuda.ir.Node;
import dev.hicuda.ir.NodeWalker;
import dev.hicuda.ir.decl.NameDeclarator;
import dev.hicuda.ir.expr.*;
import dev.hicuda.ir.stmt.DeclStmt;
import dev.hicuda.ir.stmt.ExprStmt;
import dev.hicuda.ir.stmt.For;
import dev.hicuda.ir.symbol.Symbol;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A {@code for} loop of the form {@code for (v = first; v REL bound; v += step)} (or
 * {@code int v = first}, {@code v++}, {@code v--}, {@code v -= c}, {@code v = v + c}; the
 * comparison may be written either way round) with a non-zero constant step, whose variable and
 * whose bounds' variables the body does not change.  Inside its body, v lies in
 * [first, bound - 1] for {@code <}, [first, bound] for {@code <=}, [bound + 1, first] for
 * {@code >} and [bound, first] for {@code >=}.
 */
public record CountedLoop(For loop, Symbol var, Expr first, String rel, Expr bound, long step) {

    /** The loop's counted form, or null when it has another shape or its body changes v or a bound. */
    public static CountedLoop of(For f, ConstEval constants) {
        String name;
        Expr first;
        if (f.init() instanceof ExprStmt es && es.expr() instanceof Assign a && a.op().equals("=")
                && Paren.strip(a.target()) instanceof Ident id) {
            name = id.name();
            first = a.value();
        } else if (f.init() instanceof DeclStmt ds && ds.decl().declarators().size() == 1
                && ds.decl().declarators().get(0).init() != null
                && ds.decl().declarators().get(0).declarator() instanceof NameDeclarator) {
            name = ds.decl().declarators().get(0).name();
            first = ds.decl().declarators().get(0).init();
        } else {
            return null;
        }
        if (!(f.cond() != null && Paren.strip(f.cond()) instanceof Binary c)) {
            return null;
        }
        String rel = c.op();
        Expr bound;
        Ident var;
        if (Paren.strip(c.left()) instanceof Ident l && l.name().equals(name)) {
            var = l;
            bound = c.right();
        } else if (Paren.strip(c.right()) instanceof Ident r && r.name().equals(name)) {
            var = r;
            bound = c.left();
            rel = switch (rel) {
                case "<" -> ">";
                case ">" -> "<";
                case "<=" -> ">=";
                case ">=" -> "<=";
                default -> rel;
            };
        } else {
            return null;
        }
        if (var.symbol() == null || var.symbol().type() == null || !var.symbol().type().isInteger()
                || !List.of("<", "<=", ">", ">=").contains(rel)) {
            return null;
        }
        Long step = step(f.step(), name, constants);
        if (step == null || step == 0 || step > 0 && rel.startsWith(">") || step < 0 && rel.startsWith("<")) {
            return null;
        }
        Set<Symbol> changed = writtenIn(f.body());
        changed.addAll(writtenIn(f.cond()));
        Symbol v = var.symbol();
        if (changed.contains(v) || mentionsAny(first, changed) || mentionsAny(bound, changed)
                || mentionsAny(bound, Set.of(v))) {
            return null;
        }
        return new CountedLoop(f, v, first, rel, bound, step);
    }

    /** The smallest value v takes in the body, as an expression of the loop's bounds. */
    public Poly low(PolyReader r) {
        return switch (rel) {
            case "<", "<=" -> r.read(first);
            case ">" -> plus(r.read(bound), 1);
            default -> r.read(bound);
        };
    }

    /** The largest value v takes in the body (an upper bound when |step| &gt; 1). */
    public Poly high(PolyReader r) {
        return switch (rel) {
            case "<" -> plus(r.read(bound), -1);
            case "<=" -> r.read(bound);
            default -> r.read(first);
        };
    }

    /** Whether v really takes the value {@link #low} (true) in some iteration when the loop runs at all. */
    public boolean lowAttained() {
        return step > 0 || step == -1;
    }

    /** Whether v really takes the value {@link #high} in some iteration when the loop runs at all. */
    public boolean highAttained() {
        return step < 0 || step == 1;
    }

    private static Poly plus(Poly p, long c) {
        return p == null ? null : p.plus(c);
    }

    private static Long step(Expr e, String var, ConstEval constants) {
        e = e == null ? null : Paren.strip(e);
        if (e instanceof Unary u && u.isIncDec() && Paren.strip(u.operand()) instanceof Ident i && i.name().equals(var)) {
            return u.op().equals("++") ? 1L : -1L;
        }
        if (e instanceof Assign a && Paren.strip(a.target()) instanceof Ident i && i.name().equals(var)) {
            Long v;
            switch (a.op()) {
                case "+=":
                    return constants.eval(a.value());
                case "-=":
                    v = constants.eval(a.value());
                    return v == null ? null : -v;
                case "=":
                    if (Paren.strip(a.value()) instanceof Binary b) {
                        boolean lv = Paren.strip(b.left()) instanceof Ident l && l.name().equals(var);
                        boolean rv = Paren.strip(b.right()) instanceof Ident r && r.name().equals(var);
                        if (b.op().equals("+") && lv) {
                            return constants.eval(b.right());
                        }
                        if (b.op().equals("+") && rv) {
                            return constants.eval(b.left());
                        }
                        if (b.op().equals("-") && lv) {
                            v = constants.eval(b.right());
                            return v == null ? null : -v;
                        }
                    }
                    return null;
                default:
                    return null;
            }
        }
        return null;
    }

    /** The variables that {@code n} assigns, increments or takes the address of. */
    public static Set<Symbol> writtenIn(Node n) {
        Set<Symbol> out = new HashSet<>();
        if (n == null) {
            return out;
        }
        NodeWalker.preOrder(n, x -> {
            Expr target = null;
            if (x instanceof Assign a) {
                target = a.target();
            } else if (x instanceof Unary u && (u.isIncDec() || u.op().equals("&"))) {
                target = u.operand();
            }
            if (target != null && Paren.strip(target) instanceof Ident i && i.symbol() != null) {
                out.add(i.symbol());
            }
        });
        return out;
    }

    private static boolean mentionsAny(Expr e, Set<Symbol> syms) {
        return e != null && NodeWalker.any(e, n -> n instanceof Ident i && i.symbol() != null && syms.contains(i.symbol()));
    }
}
